/**
 * What issuing a family application creates: a reference per family and year (`WE-2026-000123`), and a
 * verification code no one can guess (60 random bits as 12 Crockford base32 characters) that anyone holding
 * the document can check (/FamilyApplication/Verify).
 */
import { randomBytes } from 'node:crypto';
import type { FamilyApplicationStore, IssuedDocumentData } from '../../store/familyApplications.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;
const REFERENCE_DIGITS = 6;

/** The family's reference prefix: the capitals of its code's words (`waterExtraction` → `WE`). */
const referencePrefix = (code: string): string => (code.slice(0, 1) + code.slice(1).replace(/[^A-Z]/g, '')).toUpperCase();

/** Each byte gives 5 bits: 12 × 5 = 60 bits, uniform because 256 is a multiple of 32. The demo data passes its own bytes. */
const verificationCodeOf = (bytes: Uint8Array): string => [...bytes.subarray(0, CODE_LENGTH)].map((byte) => CROCKFORD[byte % 32]).join('');

/** A typed code as stored: capitals, no separators, Crockford's look-alikes (O→0, I/L→1) read as meant. */
export const normalizeVerificationCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** Grouped by four for reading: `7K2M-9QX4-T0ZB`. */
export const formatVerificationCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** The day `months` after `day` (YYYY-MM-DD), the last of the month when it has fewer days. */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The document issued today for an application of family `code`. */
export function issuedDocumentFor(
  applications: FamilyApplicationStore,
  code: string,
  today: string,
  validityMonths: number | null,
  codeBytes: Uint8Array = randomBytes(CODE_LENGTH),
): IssuedDocumentData {
  const prefix = `${referencePrefix(code)}-${today.slice(0, 4)}`;
  const number = applications.lastReferenceNumber(prefix) + 1;
  return {
    reference: `${prefix}-${String(number).padStart(REFERENCE_DIGITS, '0')}`,
    verificationCode: verificationCodeOf(codeBytes),
    issuedOn: today,
    validUntil: validityMonths === null ? null : addMonths(today, validityMonths),
  };
}
