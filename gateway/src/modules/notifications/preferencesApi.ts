import type { UpstreamClient } from '../../upstream/client.ts';
import type { NotificationChannel, NotificationKind } from '../../__generated__/resolvers.ts';

export interface NotificationChoice {
  kind: NotificationKind;
  channel: NotificationChannel;
}

/** `/NotificationPreference/GetItems` (utility-api/README.md "Notifications"). */
export async function getNotificationPreferences(upstream: UpstreamClient): Promise<NotificationChoice[]> {
  return (await upstream.read('/NotificationPreference/GetItems')).items;
}

export async function saveNotificationPreferences(upstream: UpstreamClient, items: readonly NotificationChoice[]): Promise<NotificationChoice[]> {
  return (await upstream.post('/NotificationPreference/Save', { Items: [...items] })).items;
}

/** The kind an unsubscribe token names; status 1 (unknown token) is thrown. */
export async function unsubscribeKind(upstream: UpstreamClient, token: string): Promise<NotificationKind> {
  return (await upstream.read('/NotificationPreference/GetUnsubscribe', { Token: token })).kind;
}

export async function unsubscribe(upstream: UpstreamClient, token: string): Promise<NotificationKind> {
  return (await upstream.post('/NotificationPreference/Unsubscribe', { Token: token })).kind;
}
