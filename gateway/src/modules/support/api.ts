import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody } from '../../upstream/upstreamPaths.ts';

/** `/Utility/SendContactUsEmail` (`001 §7`): the visitor's message, proven by one code of the OTP session. */
export async function sendContactUsEmail(
  upstream: UpstreamClient,
  request: { language: string; subject: string; body: string; sessionId: number; otpType: UpstreamBody<'/Utility/SendContactUsEmail'>['OtpType']; otpCode: string },
): Promise<string> {
  const answer = await upstream.post('/Utility/SendContactUsEmail', {
    lang: request.language,
    Subject: request.subject,
    Body: request.body,
    SessionId: request.sessionId,
    OtpType: request.otpType,
    OtpCode: request.otpCode,
  });
  return answer.reference;
}
