import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import { isNotFound, orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** An e-mail list item (`utility-api/README.md`, E-mails). */
export type UpstreamEmailListItem = UpstreamItem<'/Email/GetItems'>;

/** `/Email/GetItem` adds the body. */
export type UpstreamEmail = UpstreamPayload<'/Email/GetItem'>['item'];

/** Calendar days `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** `/Email/GetItems`: one page of the session customer's e-mails in the range, newest first. */
export async function getEmails(
  upstream: UpstreamClient,
  range: DayRange,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamEmailListItem>> {
  const payload = await upstream.read('/Email/GetItems', {
    DateFrom: range.from,
    DateTo: range.to,
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/Email/GetItem`: one of the session customer's e-mails; null when it is not theirs or does not exist. */
export async function getEmail(upstream: UpstreamClient, emailId: number): Promise<UpstreamEmail | null> {
  return orNullIfNotFound(async () => (await upstream.read('/Email/GetItem', { Value: emailId })).item);
}

/** `/Email/MarkRead`: false when the e-mail is not the session customer's. */
export async function markEmailRead(upstream: UpstreamClient, emailId: number): Promise<boolean> {
  try {
    await upstream.post('/Email/MarkRead', { Value: emailId });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
