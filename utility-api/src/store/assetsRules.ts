import { ASSET_CATEGORIES, ASSET_STATUSES, type AssessmentValues, type AssetCategory, type AssetStatus, type AssetValues } from './assets.ts';
import { isValidEmail } from '../../../shared/contacts.ts';
import { PV_PARK_STATUSES, PV_VOLTAGES, type PvParkStatus, type PvParkValues, type PvVoltage } from './pvParks.ts';

/** Number fields accept 0 to 999,999,999 (002 §5, §9). */
const NUMBER_MAX = 999_999_999;
const TEXT_MAX = 100;
const REMARKS_MAX = 1000;
/** 002 §5: phone numbers are 8 digits, mobiles start with 9 and landlines with 2. */
const PHONE = /^[29]\d{7}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a field is refused; texts in routes/assets/texts.ts. */
export type FieldProblem =
  | 'required'
  | 'tooLong'
  | 'invalidChoice'
  | 'invalidDate'
  | 'futureDate'
  | 'numberRange'
  | 'gradeRange'
  | 'lifeRange'
  | 'duplicateNumber'
  | 'duplicateLicence'
  | 'unknownElement'
  | 'dueBeforeAssessment'
  | 'exportAboveInstalled'
  | 'commissioningRequired'
  | 'latitudeRange'
  | 'longitudeRange'
  | 'invalidPhone'
  | 'invalidEmail';

/** A refused field: the request field it is about (PascalCase, as sent) and why. */
export interface FieldIssue {
  field: string;
  problem: FieldProblem;
}

function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() > 1900;
}

const clean = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Collects issues while reading a body's fields. */
function issues() {
  const found: FieldIssue[] = [];
  return {
    found,
    add: (field: string, problem: FieldProblem) => void found.push({ field, problem }),
    text(field: string, value: string | null | undefined, required: boolean, max = TEXT_MAX): string | null {
      const text = clean(value);
      if (text === null && required) found.push({ field, problem: 'required' });
      else if (text !== null && text.length > max) found.push({ field, problem: 'tooLong' });
      return text;
    },
    day(field: string, value: string | null | undefined, today: string, options: { required?: boolean; past?: boolean }): string | null {
      const text = clean(value);
      if (text === null) {
        if (options.required) found.push({ field, problem: 'required' });
        return null;
      }
      if (!isDay(text)) found.push({ field, problem: 'invalidDate' });
      else if (options.past && text > today) found.push({ field, problem: 'futureDate' });
      return text;
    },
    choice<T extends string>(field: string, value: string | null | undefined, choices: readonly T[]): T {
      const known = choices.find((choice) => choice === value);
      if (known === undefined) found.push({ field, problem: value ? 'invalidChoice' : 'required' });
      return known ?? choices[0]!;
    },
    int(field: string, value: number | null | undefined, min: number, max: number, problem: FieldProblem, required = false): number | null {
      if (value === null || value === undefined) {
        if (required) found.push({ field, problem: 'required' });
        return null;
      }
      if (!Number.isInteger(value) || value < min || value > max) found.push({ field, problem });
      return value;
    },
  };
}

export interface AssetBody {
  AssetNumber?: string | null;
  Description?: string | null;
  Category?: string | null;
  ElementId?: number | null;
  Make?: string | null;
  Model?: string | null;
  SerialNo?: string | null;
  InstalledOn?: string | null;
  PurchaseCost?: number | null;
  ExpectedLifeYears?: number | null;
  Status?: string | null;
  Criticality?: number | null;
}

/**
 * An asset's values or what is wrong with them: number, description, category, element, status and
 * criticality 1–5 are required; the installation day is a real past day; the purchase cost in euros has at
 * most two decimals within 0–999,999,999 (002 §5, §9); the expected life 1–200 years.
 */
export function checkAsset(body: AssetBody, today: string): { values: AssetValues; issues: FieldIssue[] } {
  const check = issues();
  const cost = body.PurchaseCost ?? null;
  const cents = cost === null ? null : Math.round(cost * 100);
  if (cost !== null && (!Number.isFinite(cost) || cost < 0 || cost > NUMBER_MAX || Math.abs(cents! - cost * 100) > 1e-6)) {
    check.add('PurchaseCost', 'numberRange');
  }
  const values: AssetValues = {
    assetNumber: check.text('AssetNumber', body.AssetNumber, true, 30) ?? '',
    description: check.text('Description', body.Description, true, 200) ?? '',
    category: check.choice<AssetCategory>('Category', body.Category, ASSET_CATEGORIES),
    elementId: check.int('ElementId', body.ElementId, 1, Number.MAX_SAFE_INTEGER, 'unknownElement', true) ?? 0,
    make: check.text('Make', body.Make, false),
    model: check.text('Model', body.Model, false),
    serialNo: check.text('SerialNo', body.SerialNo, false, 50),
    installedOn: check.day('InstalledOn', body.InstalledOn, today, { past: true }),
    purchaseCostCents: cents,
    expectedLifeYears: check.int('ExpectedLifeYears', body.ExpectedLifeYears, 1, 200, 'lifeRange'),
    status: check.choice<AssetStatus>('Status', body.Status, ASSET_STATUSES),
    criticality: check.int('Criticality', body.Criticality, 1, 5, 'gradeRange', true) ?? 3,
  };
  return { values, issues: check.found };
}

export interface AssessmentBody {
  AssessedOn?: string | null;
  ConditionGrade?: number | null;
  PerformanceGrade?: number | null;
  RemainingLifeYears?: number | null;
  Remarks?: string | null;
  NextDueOn?: string | null;
}

/** An assessment's values: a past day, grades 1–5, remaining life 0–200 years, next due after the assessment. */
export function checkAssessment(
  body: AssessmentBody,
  assetId: number,
  assessorId: number,
  today: string,
): { values: AssessmentValues; issues: FieldIssue[] } {
  const check = issues();
  const assessedOn = check.day('AssessedOn', body.AssessedOn, today, { required: true, past: true }) ?? today;
  const nextDueOn = check.day('NextDueOn', body.NextDueOn, today, {});
  if (nextDueOn !== null && isDay(nextDueOn) && isDay(assessedOn) && nextDueOn <= assessedOn) check.add('NextDueOn', 'dueBeforeAssessment');
  const values: AssessmentValues = {
    assetId,
    assessorId,
    assessedOn,
    conditionGrade: check.int('ConditionGrade', body.ConditionGrade, 1, 5, 'gradeRange', true) ?? 3,
    performanceGrade: check.int('PerformanceGrade', body.PerformanceGrade, 1, 5, 'gradeRange', true) ?? 3,
    remainingLifeYears: check.int('RemainingLifeYears', body.RemainingLifeYears, 0, 200, 'lifeRange'),
    remarks: check.text('Remarks', body.Remarks, false, REMARKS_MAX),
    nextDueOn,
  };
  return { values, issues: check.found };
}

export interface PvParkBody {
  Name?: string | null;
  LicenceNumber?: string | null;
  Operator?: string | null;
  InstalledCapacityKwp?: number | null;
  ExportCapacityKw?: number | null;
  ConnectionVoltage?: string | null;
  ElementId?: number | null;
  Town?: string | null;
  Latitude?: number | null;
  Longitude?: number | null;
  CommissionedOn?: string | null;
  Status?: string | null;
  ContactPhone?: string | null;
  ContactEmail?: string | null;
}

function capacity(check: ReturnType<typeof issues>, field: string, value: number | null | undefined): number {
  if (value === null || value === undefined) {
    check.add(field, 'required');
    return 0;
  }
  if (!Number.isFinite(value) || value < 0 || value > NUMBER_MAX || Math.round(value * 1000) !== value * 1000) check.add(field, 'numberRange');
  return value;
}

/**
 * A park's values: name, licence, operator, capacities (0–999,999,999 kWp / kW, up to three decimals, the
 * export not above the installed), voltage, town and status are required; an operating or decommissioned park
 * has a past commissioning day; phones are 8 digits starting with 2 or 9 (002 §5); e-mail valid.
 */
export function checkPvPark(body: PvParkBody, today: string): { values: PvParkValues; issues: FieldIssue[] } {
  const check = issues();
  const installed = capacity(check, 'InstalledCapacityKwp', body.InstalledCapacityKwp);
  const exported = capacity(check, 'ExportCapacityKw', body.ExportCapacityKw);
  if (exported > installed && installed > 0) check.add('ExportCapacityKw', 'exportAboveInstalled');
  const status = check.choice<PvParkStatus>('Status', body.Status, PV_PARK_STATUSES);
  const commissionedOn = check.day('CommissionedOn', body.CommissionedOn, today, { past: status === 'operating' || status === 'decommissioned' });
  if (commissionedOn === null && (status === 'operating' || status === 'decommissioned')) check.add('CommissionedOn', 'commissioningRequired');
  const latitude = body.Latitude ?? null;
  if (latitude !== null && !(latitude >= -90 && latitude <= 90)) check.add('Latitude', 'latitudeRange');
  const longitude = body.Longitude ?? null;
  if (longitude !== null && !(longitude >= -180 && longitude <= 180)) check.add('Longitude', 'longitudeRange');
  const phone = clean(body.ContactPhone)?.replace(/\s+/g, '') ?? null;
  if (phone !== null && !PHONE.test(phone)) check.add('ContactPhone', 'invalidPhone');
  const email = clean(body.ContactEmail);
  if (email !== null && (!isValidEmail(email) || email.length > 254)) check.add('ContactEmail', 'invalidEmail');
  const values: PvParkValues = {
    name: check.text('Name', body.Name, true) ?? '',
    licenceNumber: check.text('LicenceNumber', body.LicenceNumber, true, 30) ?? '',
    operator: check.text('Operator', body.Operator, true) ?? '',
    installedCapacityKwp: installed,
    exportCapacityKw: exported,
    connectionVoltage: check.choice<PvVoltage>('ConnectionVoltage', body.ConnectionVoltage, PV_VOLTAGES),
    elementId: body.ElementId ?? null,
    town: check.text('Town', body.Town, true, 50) ?? '',
    latitude,
    longitude,
    commissionedOn,
    status,
    contactPhone: phone,
    contactEmail: email,
  };
  return { values, issues: check.found };
}
