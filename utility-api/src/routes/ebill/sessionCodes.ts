import { isValidSessionCode } from '../../auth/otpSessions.ts';
import type { OtpSessionRow } from '../../store/otpSessions.ts';
import type { Store } from '../../store/store.ts';

/** A property reference: a leading 0 and five digits (`001 §5`, characters 3 to 7 of the invoice number). */
export const PROPERTY_REFERENCE = /^0\d{5}$/;

/** HTTP statuses of refusals: the portal shows WrongInvoiceNumber for any non-200 address answer (`001 §8`). */
export const HTTP_BAD_REQUEST = 400;
export const HTTP_NOT_FOUND = 404;

/** The live session when every given code is its live code of that type (`001 §7`: 1 e-mail, 2 SMS). */
export function sessionWithCodes(
  store: Store,
  sessionId: number,
  codes: ReadonlyArray<{ type: number; code: string | null | undefined }>,
): OtpSessionRow | undefined {
  const session = store.otpSessions.findLive(sessionId, store.clock().toISOString());
  if (!session) return undefined;
  const valid = codes.every(({ type, code }) => typeof code === 'string' && isValidSessionCode(store, sessionId, type, code));
  return valid ? session : undefined;
}
