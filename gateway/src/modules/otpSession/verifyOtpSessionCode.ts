import type { FieldResolver } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { OTP_CODE_TYPE, validateOtp } from './api.ts';
import { otpSessionMessage } from './messages.ts';
import { openOtpSession } from './token.ts';

interface VerifyOtpSessionCodeInput {
  token: string;
  channel: 'EMAIL' | 'SMS';
  code: string;
}

interface VerifyOtpSessionCodePayload {
  verified: boolean;
  userErrors: UserError[];
}

/** OTP inputs are numeric with at most 6 characters (`001 §5` Steps). */
const OTP_CODE = /^\d{1,6}$/;

const refused = (error: UserError): VerifyOtpSessionCodePayload => ({ verified: false, userErrors: [error] });

/** `/Session/ValidateOtp` (`001 §7`): the body 1 means valid; a forged or expired token is sessionExpired. */
export const verifyOtpSessionCode: FieldResolver<unknown, { input: VerifyOtpSessionCodeInput }, VerifyOtpSessionCodePayload> =
  async (_, { input }, ctx) => {
    const sessionId = openOtpSession(ctx, input.token);
    if (sessionId === null) return refused(userError('SESSION_EXPIRED', otpSessionMessage('sessionExpired', ctx.language), 'token'));
    const code = input.code.trim();
    if (!OTP_CODE.test(code)) return refused(userError('INVALID_INPUT', otpSessionMessage('otpValidationFailed', ctx.language), 'code'));
    const limited = await limitAttempt(ctx, 'otp', input.token);
    if (limited !== undefined) return refused(limited);
    const otpCodeType = input.channel === 'SMS' ? OTP_CODE_TYPE.SMS : OTP_CODE_TYPE.EMAIL;
    if (await validateOtp(ctx.upstream, { sessionId, code, otpCodeType })) return { verified: true, userErrors: [] };
    return refused(userError('OTP_INVALID', otpSessionMessage('otpValidationFailed', ctx.language), 'code'));
  };
