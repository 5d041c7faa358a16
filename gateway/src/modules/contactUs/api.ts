import type { UpstreamClient } from '../../upstream/client.ts';

/** `/ContactUs/Send` (`utility-api/README.md`, Contact us): answers the message's reference number. */
export async function sendContactUs(
  upstream: UpstreamClient,
  message: { subject: string; message: string; accountId: number | null },
): Promise<string> {
  const answer = await upstream.post('/ContactUs/Send', {
    Subject: message.subject,
    Message: message.message,
    AccountId: message.accountId,
  });
  return answer.reference;
}
