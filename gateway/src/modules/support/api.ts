import type { UpstreamClient } from '../../upstream/client.ts';

/** `/Utility/SendContactUsEmail` (`001 §7`): the visitor's message, proven by one code of the OTP session. */
export async function sendContactUsEmail(
  upstream: UpstreamClient,
  request: { language: string; subject: string; body: string; sessionId: number; otpType: number; otpCode: string },
): Promise<string> {
  const answer = await upstream.post<{ reference: string }>('/Utility/SendContactUsEmail', {
    lang: request.language,
    Subject: request.subject,
    Body: request.body,
    SessionId: request.sessionId,
    OtpType: request.otpType,
    OtpCode: request.otpCode,
  });
  return answer.reference;
}
