import type { GatewayContext } from '../../context.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { limitCodeCheck } from '../otpSession/codeAttempts.ts';
import { otpSessionMessage } from '../otpSession/messages.ts';
import { openOtpSession } from '../otpSession/token.ts';
import { ebillMessage } from './messages.ts';
import { isValidInvoiceNumber } from '../../../../shared/invoiceReference.ts';

/** HTTP status of "no such property / not registered" refusals (`utility-api/README.md`, E-bill). */
const HTTP_NOT_FOUND = 404;

/**
 * The upstream session of the token and a valid invoice number, or the user errors that stop the call
 * (`001 §8` sessionExpired, InvoiceNumberError). Counts one guess against the session's `otp` budget, and
 * one property look-up against the session's and the client address's `propertyLookup` budgets: each
 * call names a property by an invoice number, and a look-up answers its address.
 */
export async function checkEbillRequest(
  ctx: GatewayContext,
  input: { token: string; invoiceNumber: string },
  minDigits: number,
): Promise<{ sessionId: number; invoiceNumber: string } | { userErrors: UserError[] }> {
  const sessionId = openOtpSession(ctx, input.token);
  if (sessionId === null) return { userErrors: [userError('SESSION_EXPIRED', otpSessionMessage('sessionExpired', ctx.language), 'token')] };
  const invoiceNumber = input.invoiceNumber.trim();
  if (!isValidInvoiceNumber(invoiceNumber, minDigits)) {
    return { userErrors: [userError('INVOICE_NUMBER_INVALID', ebillMessage('invoiceNumberError', ctx.language, minDigits), 'invoiceNumber')] };
  }
  const limited = (await limitCodeCheck(ctx, sessionId)) ?? (await limitAttempt(ctx, 'propertyLookup', `otp-session:${sessionId}`));
  if (limited !== undefined) return { userErrors: [limited] };
  return { sessionId, invoiceNumber };
}

/**
 * A refusal of a ChangeCommunication call as a user error with the utility's text (`001 §8`: on HTTP
 * failure the server's text is shown): 404 WRONG_INVOICE_NUMBER, status 14 OTP_INVALID, else REJECTED.
 * Anything else (unreachable utility) is thrown and becomes a GraphQL error.
 */
export async function ebillRefusals(call: () => Promise<unknown>): Promise<UserError[]> {
  try {
    await call();
    return [];
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
    if (error.httpStatus === HTTP_NOT_FOUND) return [userError('WRONG_INVOICE_NUMBER', error.text, 'invoiceNumber')];
    if (error.status === UPSTREAM_STATUS.otpInvalid) return [userError('OTP_INVALID', error.text, 'emailCode')];
    return [userError('REJECTED', error.text)];
  }
}
