/**
 * Rules of the reference utility's bills (utility-api/README.md, Billing). A bill's id encodes its
 * account and month (`003_billing.sql`), and everything printed on it derives from that and its amount.
 */
import { propertyReferenceOf } from '../../../../shared/invoiceReference.ts';
import type { TariffRates } from './tariffRules.ts';

/** Bill ids are account_id * BILL_ID_FACTOR + month number. */
export const BILL_ID_FACTOR = 1000;
/** Month numbers count months since January of this year. */
const MONTH_ZERO_YEAR = 2000;
/** 002 §9: online payments are accepted within 15 days after the invoice date, so a bill falls due then. */
const DAYS_TO_PAY = 15;
/** 001 §5: invoice numbers have 15 digits; characters 3 to 7 are the property reference without its leading 0. */
const INVOICE_NUMBER_LENGTH = 15;
const INVOICE_PREFIX = '20';
const INVOICE_SUFFIX = '01';

/** The reference water tariff: a standing charge plus a price per m³, VAT on top. */
export const TARIFF = { standingChargeCents: 850, centsPerCubicMetre: 135, vatPercent: 5, unit: 'm³' } as const;

export const PAYMENT_METHODS = ['card', 'bankTransfer', 'directDebit', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function monthNumber(date: Date): number {
  return (date.getUTCFullYear() - MONTH_ZERO_YEAR) * 12 + date.getUTCMonth();
}

function firstDay(month: number): Date {
  return new Date(Date.UTC(MONTH_ZERO_YEAR + Math.floor(month / 12), month % 12, 1));
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

export interface BillCalendar {
  periodFrom: string;
  periodTo: string;
  issueDate: string;
  dueDate: string;
}

/** Billing groups BG01 to BG12 (account details, 002 §3). */
export const BILLING_GROUPS = 12;

/**
 * Each billing group is billed on its own day of the month, so that the utility's billing runs are spread
 * over the month: group BGnn on day 2n - 1 (BG01 on the 1st … BG12 on the 23rd, a day every month has).
 * An account without a (known) group is billed on the 1st.
 */
export function billingDay(billingGroup: string | null | undefined): number {
  const group = Number(/^BG(\d{2})$/.exec(billingGroup ?? '')?.[1] ?? 0);
  return group >= 1 && group <= BILLING_GROUPS ? 2 * group - 1 : 1;
}

/**
 * Bill `month` covers the month from its billing day (`billingDay`, default the 1st) to the day before the
 * same day of the next month, is issued on that day of the next month and falls due DAYS_TO_PAY later.
 */
export function billCalendar(month: number, issueDay = 1): BillCalendar {
  const shift = issueDay - 1;
  const issueDate = addDays(isoDay(firstDay(month + 1)), shift);
  return {
    periodFrom: addDays(isoDay(firstDay(month)), shift),
    periodTo: addDays(issueDate, -1),
    issueDate,
    dueDate: addDays(issueDate, DAYS_TO_PAY),
  };
}

export function billId(accountId: number, month: number): number {
  return accountId * BILL_ID_FACTOR + month;
}

export function splitBillId(id: number): { accountId: number; month: number } {
  return { accountId: Math.floor(id / BILL_ID_FACTOR), month: id % BILL_ID_FACTOR };
}

/** `20` + the property reference's five digits + the period's YYYYMM + `01` (001 §5). */
export function invoiceNumber(propertyReference: string, month: number): string {
  const period = firstDay(month);
  const number = `${INVOICE_PREFIX}${propertyReference.slice(1)}${period.getUTCFullYear()}${pad(period.getUTCMonth() + 1)}${INVOICE_SUFFIX}`;
  if (number.length !== INVOICE_NUMBER_LENGTH) throw new Error(`invoice number ${number} is not ${INVOICE_NUMBER_LENGTH} digits`);
  return number;
}

/**
 * The month of `invoice` when it is spelt as `invoiceNumber` spells one of property `propertyReference`'s
 * bills (prefix, reference, a real month, suffix), else undefined; whether that bill exists is the store's to say.
 */
export function invoiceMonthOf(invoice: string, propertyReference: string): number | undefined {
  const match = /^(\d{2})\d{5}(\d{4})(\d{2})(\d{2})$/.exec(invoice);
  if (!match) return undefined;
  const [, prefix, year, month, suffix] = match as unknown as [string, string, string, string, string];
  const monthIndex = Number(month) - 1;
  if (prefix !== INVOICE_PREFIX || suffix !== INVOICE_SUFFIX || propertyReferenceOf(invoice) !== propertyReference || monthIndex < 0 || monthIndex > 11) return undefined;
  return (Number(year) - MONTH_ZERO_YEAR) * 12 + monthIndex;
}

export interface BillLines {
  standingChargeCents: number;
  consumptionCents: number;
  vatCents: number;
  totalCents: number;
}

/** The reference tariff as rates; the tariffs table starts with it (migration `025_tariffs.sql`). */
export const REFERENCE_RATES: TariffRates = {
  fixedCents: TARIFF.standingChargeCents,
  dailyCents: 0,
  unitCents: TARIFF.centsPerCubicMetre,
  vatPercent: TARIFF.vatPercent,
};

/** The lines of a bill for `consumption` over `days` days at `rates`; only the lines are rounded to cents. */
export function billLines(consumption: number, rates: TariffRates = REFERENCE_RATES, days = 0): BillLines {
  const standingChargeCents = rates.fixedCents + Math.round(rates.dailyCents * days);
  const consumptionCents = Math.round(consumption * rates.unitCents);
  const vatCents = Math.round(((standingChargeCents + consumptionCents) * rates.vatPercent) / 100);
  return { standingChargeCents, consumptionCents, vatCents, totalCents: standingChargeCents + consumptionCents + vatCents };
}

export const toAmount = (cents: number): number => Math.round(cents) / 100;
