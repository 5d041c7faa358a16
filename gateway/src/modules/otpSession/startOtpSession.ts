import type { FieldResolver } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { sendWithResendLock } from '../auth/resendLock.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { createSession } from './api.ts';
import { isValidEmail, isValidPhoneDigits, normalizeEmail, phoneDigits } from './contacts.ts';
import { otpSessionMessage } from './messages.ts';
import { openOtpSession, sealOtpSession } from './token.ts';

interface StartOtpSessionInput {
  email: string;
  mobileNo?: string | null;
  token?: string | null;
}

export interface OtpSessionModel {
  token: string;
  expiresAt: Date;
  lifetimeSeconds: number;
  smsSent: boolean;
}

interface StartOtpSessionPayload {
  session: OtpSessionModel | null;
  userErrors: UserError[];
}

const failed = (userErrors: UserError[]): StartOtpSessionPayload => ({ session: null, userErrors });

/**
 * `/Session/Create` (`001 §7`): checks the contacts (`001 §5` EmailError, PhoneNumberError), counts the
 * send against the `resend` budget, and seals the upstream id into a token with the session's expiry.
 */
export const startOtpSession: FieldResolver<unknown, { input: StartOtpSessionInput }, StartOtpSessionPayload> = async (
  _,
  { input },
  ctx,
) => {
  const email = normalizeEmail(input.email);
  const mobileNo = input.mobileNo?.trim() ? phoneDigits(input.mobileNo) : null;
  const errors: UserError[] = [];
  if (!isValidEmail(email)) errors.push(userError('INVALID_INPUT', otpSessionMessage('emailError', ctx.language), 'email'));
  if (mobileNo !== null && !isValidPhoneDigits(mobileNo)) {
    errors.push(userError('INVALID_INPUT', otpSessionMessage('phoneNumberError', ctx.language), 'mobileNo'));
  }
  if (errors.length > 0) return failed(errors);
  let previous: number | null = null;
  if (input.token) {
    previous = openOtpSession(ctx, input.token);
    if (previous === null) return failed([userError('SESSION_EXPIRED', otpSessionMessage('sessionExpired', ctx.language), 'token')]);
  }
  const limited = await limitAttempt(ctx, 'resend', email);
  if (limited !== undefined) return failed([limited]);

  const settings = await loadSettings(ctx);
  let id = -1;
  const outcome = await sendWithResendLock(ctx, `otp-session:${email}`, async () => {
    id = await createSession(ctx.upstream, { email, mobileNo, languageCode: ctx.language, sessionId: previous });
  });
  if (outcome.userErrors.length > 0) {
    // HTTP 400 status 2: the upstream found a contact invalid after all; 429 status 18 stays RESEND_TOO_SOON.
    return failed(outcome.userErrors.map((error) => (error.code === 'REJECTED' ? { ...error, code: 'INVALID_INPUT', field: 'email' } : error)));
  }
  const lifetimeSeconds = settings.otpSessionStepSeconds;
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  const token = sealOtpSession(ctx.services.config.sessionSecret, { id, expiresAt });
  return { session: { token, expiresAt, lifetimeSeconds, smsSent: mobileNo !== null }, userErrors: [] };
};
