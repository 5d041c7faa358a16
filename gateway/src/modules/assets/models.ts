import { fromGlobalId, toGlobalId, type NodeTypeName } from '../../relay/globalId.ts';
import type { RowElements } from '../fieldBase/rowElements.ts';
import { userError, type UserError, type UserErrorCode } from '../../userErrors.ts';
import type { UpstreamAssessment, UpstreamAsset, UpstreamFieldError, UpstreamPvPark } from './api.ts';

export interface AssetModel extends UpstreamAsset {
  __typename: 'Asset';
  id: string;
  /** The elements its page read for its rows (`fieldBase/rowElements.ts`), when it was read in a list. */
  rowElements?: RowElements;
}

export interface PvParkModel extends UpstreamPvPark {
  __typename: 'PvPark';
  id: string;
}

export interface AssessmentModel extends UpstreamAssessment {
  id: string;
}

export const toAssetModel = (asset: UpstreamAsset, rowElements?: RowElements): AssetModel => ({
  ...asset,
  __typename: 'Asset',
  id: toGlobalId('Asset', String(asset.assetId)),
  rowElements,
});
export const toPvParkModel = (park: UpstreamPvPark): PvParkModel => ({ ...park, __typename: 'PvPark', id: toGlobalId('PvPark', String(park.parkId)) });
export const toAssessmentModel = (assessment: UpstreamAssessment): AssessmentModel => ({
  ...assessment,
  id: toGlobalId('ConditionAssessment', String(assessment.assessmentId)),
});

/** The upstream id of a global id of `type`, or undefined for a garbled id or one of another type. */
export function upstreamId(id: string | null | undefined, type: NodeTypeName): number | undefined {
  if (!id) return undefined;
  const key = Number(fromGlobalId(id, type));
  return Number.isSafeInteger(key) && key > 0 ? key : undefined;
}

/** The enum values already written, by upstream value: a list's rows repeat a handful of codes. */
const enumValues = new Map<string, string>();
/** Beyond this many distinct values (the upstream's codes are a few dozen) the values are written each time. */
const MAX_ENUM_VALUES = 1000;

/** `pipeSection` ↔ `PIPE_SECTION`: the upstream's camelCase values and the schema's enum values. */
export function toEnum(value: string): string {
  let written = enumValues.get(value);
  if (written === undefined) {
    written = value.replace(/([A-Z])/g, '_$1').toUpperCase();
    if (enumValues.size < MAX_ENUM_VALUES) enumValues.set(value, written);
  }
  return written;
}
export const fromEnum = (value: string): string => value.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `002 §9` voltages: the upstream's keys and the schema's values. */
export const VOLTAGES = { mv22: 'MV_22KV', mv11: 'MV_11KV', lv: 'LV' } as const;
export const voltageOf = (value: string): keyof typeof VOLTAGES | undefined =>
  (Object.keys(VOLTAGES) as Array<keyof typeof VOLTAGES>).find((key) => VOLTAGES[key] === value);

const CODES: Record<string, UserErrorCode> = {
  required: 'MANDATORY_FIELD',
  mandatory: 'MANDATORY_FIELD',
  duplicateNumber: 'ALREADY_IN_USE',
  duplicateLicence: 'ALREADY_IN_USE',
  tooLong: 'TOO_LONG',
};

/** The input field an upstream request field is about: `AssetNumber` → `assetNumber`, `Values[12]` → `values.12`. */
function inputField(field: string, renames: Record<string, string> = {}): string {
  const value = /^Values\[(\d+)\]$/.exec(field);
  if (value) return `values.${value[1]}`;
  return renames[field] ?? field.charAt(0).toLowerCase() + field.slice(1);
}

/** A refused save as user errors with the upstream's localized texts; a refusal without fields is NOT_FOUND. */
export function refusedErrors(refusal: { text: string; errors: UpstreamFieldError[] }, renames: Record<string, string> = {}): UserError[] {
  if (refusal.errors.length === 0) return [userError('NOT_FOUND', refusal.text)];
  return refusal.errors.map((error) => userError(CODES[error.problem] ?? 'INVALID_INPUT', error.text, inputField(error.field, renames)));
}
