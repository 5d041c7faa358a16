import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { sendWithResendLock } from '../auth/resendLock.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { createSession } from './api.ts';
import { isPhoneNumberDigits, isValidEmail, normalizeEmail } from '../../../../shared/contacts.ts';
import { isCyprusNonMobile, phoneDigits } from '../../../../shared/phoneRules.ts';
import { otpSessionMessage } from './messages.ts';
import { sessionSubmitted } from './submitOnce.ts';
import { openOtpSession, sealOtpSession } from './token.ts';

const failed = (userErrors: UserError[]): ResolversParentTypes['StartOtpSessionPayload'] => ({ session: null, userErrors });

/**
 * `/Session/Create` (`001 §7`): checks the contacts (`001 §5` EmailError, PhoneNumberError; at least one of
 * e-mail or mobile number), counts the send against the `resend` budget, and seals the upstream id into a
 * token with the session's expiry.
 */
export const startOtpSession: ResolverOf<'Mutation', 'startOtpSession'> = async (
  _,
  { input },
  ctx,
) => {
  const email = input.email?.trim() ? normalizeEmail(input.email) : null;
  const mobileNo = input.mobileNo?.trim() ? phoneDigits(input.mobileNo) : null;
  const errors: UserError[] = [];
  if (email === null && mobileNo === null) {
    return failed([userError('INVALID_INPUT', otpSessionMessage('contactRequired', ctx.language), 'email')]);
  }
  if (email !== null && !isValidEmail(email)) errors.push(userError('INVALID_INPUT', otpSessionMessage('emailError', ctx.language), 'email'));
  if (mobileNo !== null && !isPhoneNumberDigits(mobileNo)) {
    errors.push(userError('INVALID_INPUT', otpSessionMessage('phoneNumberError', ctx.language), 'mobileNo'));
  } else if (mobileNo !== null && isCyprusNonMobile(mobileNo)) {
    errors.push(userError('INVALID_INPUT', otpSessionMessage('noCyMobile', ctx.language), 'mobileNo'));
  }
  if (errors.length > 0) return failed(errors);
  let previous: number | null = null;
  if (input.token) {
    previous = openOtpSession(ctx, input.token);
    if (previous === null) return failed([userError('SESSION_EXPIRED', otpSessionMessage('sessionExpired', ctx.language), 'token')]);
    // One session, one submission: new codes for a used session would verify nothing it may still send.
    if (await sessionSubmitted(ctx, previous)) previous = null;
  }
  // The budget and the resend lock follow the contact the codes go to: the e-mail, else the number.
  const contact = email ?? `+${mobileNo}`;
  const limited = await limitAttempt(ctx, 'resend', contact);
  if (limited !== undefined) return failed([limited]);

  const settings = await loadSettings(ctx);
  let id = -1;
  const outcome = await sendWithResendLock(ctx, `otp-session:${contact}`, async () => {
    id = await createSession(ctx.upstream, { email, mobileNo, languageCode: ctx.language, sessionId: previous });
  });
  if (outcome.userErrors.length > 0) {
    // HTTP 400 status 2: the upstream found a contact invalid after all; 429 status 18 stays RESEND_TOO_SOON.
    const field = email === null ? 'mobileNo' : 'email';
    return failed(outcome.userErrors.map((error) => (error.code === 'REJECTED' ? { ...error, code: 'INVALID_INPUT', field } : error)));
  }
  const lifetimeSeconds = settings.otpSessionStepSeconds;
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  const token = sealOtpSession(ctx.services.config.sessionSecret, { id, expiresAt });
  const resendAvailableInSeconds = outcome.resendAvailableInSeconds ?? settings.otpDisableResendSeconds;
  return { session: { token, expiresAt, lifetimeSeconds, resendAvailableInSeconds, smsSent: mobileNo !== null, emailSent: email !== null }, userErrors: [] };
};
