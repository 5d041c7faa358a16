import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { refusalCode } from '../auth/upstreamRefusal.ts';
import { OTP_CODE_TYPE, validateOtp } from './api.ts';
import { codeCheckSucceeded, limitCodeCheck } from './codeAttempts.ts';
import { otpSessionMessage } from './messages.ts';
import { openOtpSession } from './token.ts';

/** OTP inputs are numeric with at most 6 characters (`001 §5` Steps). */
const OTP_CODE = /^\d{1,6}$/;

const refused = (error: UserError): ResolversParentTypes['VerifyOtpSessionCodePayload'] => ({ verified: false, userErrors: [error] });

/**
 * `/Session/ValidateOtp` (`001 §7`): the body 1 means valid; a forged or expired token is sessionExpired.
 * A utility that says the code is locked (the reference API: HTTP 429, status 16) gets OTP_LOCKED: only
 * a new code helps, however often this one is typed.
 */
export const verifyOtpSessionCode: ResolverOf<'Mutation', 'verifyOtpSessionCode'> =
  async (_, { input }, ctx) => {
    const sessionId = openOtpSession(ctx, input.token);
    if (sessionId === null) return refused(userError('SESSION_EXPIRED', otpSessionMessage('sessionExpired', ctx.language), 'token'));
    const code = input.code.trim();
    if (!OTP_CODE.test(code)) return refused(userError('INVALID_INPUT', otpSessionMessage('otpValidationFailed', ctx.language), 'code'));
    const limited = await limitCodeCheck(ctx, sessionId);
    if (limited !== undefined) return refused(limited);
    const otpCodeType = input.channel === 'SMS' ? OTP_CODE_TYPE.SMS : OTP_CODE_TYPE.EMAIL;
    let valid: boolean;
    try {
      valid = await validateOtp(ctx.upstream, { sessionId, code, otpCodeType });
    } catch (error) {
      if (refusalCode(error) !== 'OTP_LOCKED') throw error;
      return refused(userError('OTP_LOCKED', otpSessionMessage('otpLocked', ctx.language), 'code'));
    }
    if (!valid) return refused(userError('OTP_INVALID', otpSessionMessage('otpValidationFailed', ctx.language), 'code'));
    await codeCheckSucceeded(ctx, sessionId);
    return { verified: true, userErrors: [] };
  };
