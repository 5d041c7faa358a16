import type { UpstreamClient } from '../../upstream/client.ts';
import { decodeEnvelope } from '../../upstream/envelope.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UpstreamBody, UpstreamPath } from '../../upstream/upstreamPaths.ts';

/** OtpCodeType of `001 §9`: 1 the e-mail code, 2 the SMS code. */
export const OTP_CODE_TYPE = { EMAIL: 1, SMS: 2 } as const;

/**
 * The session calls answer a BARE JSON number on success and the status envelope on failure
 * (`utility-api/README.md`, Session). `exchange` hands back the raw answer and never repeats the
 * call: a repeated start would open a second session, a repeated check would count a second attempt.
 */
async function bareNumber<P extends UpstreamPath>(upstream: UpstreamClient, path: P, body: UpstreamBody<P>): Promise<number> {
  const response = await upstream.exchange(path, body);
  const text = await response.text();
  if (response.status !== 200) {
    decodeEnvelope(path, response.status, text);
    throw new UpstreamError({ kind: 'bad_response', path, httpStatus: response.status, text: `HTTP ${response.status}` });
  }
  const value = Number(text);
  if (!Number.isInteger(value)) throw new UpstreamError({ kind: 'bad_response', path, httpStatus: 200, text: 'not a number' });
  return value;
}

/** `/Session/Create` (`001 §7`): opens a session (or restarts `sessionId`) and sends its codes; answers its id. */
export function createSession(
  upstream: UpstreamClient,
  request: { email: string | null; mobileNo: string | null; languageCode: string; sessionId: number | null },
): Promise<number> {
  return bareNumber(upstream, '/Session/Create', {
    Email: request.email,
    MobileNo: request.mobileNo,
    LanguageCode: request.languageCode,
    SessionId: request.sessionId ?? -1,
  });
}

/** `/Session/ValidateOtp` (`001 §7`): true when the body is 1. */
export async function validateOtp(
  upstream: UpstreamClient,
  request: { sessionId: number; code: string; otpCodeType: (typeof OTP_CODE_TYPE)[keyof typeof OTP_CODE_TYPE] },
): Promise<boolean> {
  const answer = await bareNumber(upstream, '/Session/ValidateOtp', {
    SessionId: request.sessionId,
    OtpCode: request.code,
    OtpCodeType: request.otpCodeType,
  });
  return answer === 1;
}
