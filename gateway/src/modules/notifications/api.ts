import type { UpstreamClient } from '../../upstream/client.ts';

/** `/ApplicationMessage/GetUnreadItemsCount` (`000 §7`): the session user's unread application messages. */
export async function getUnreadMessageCount(upstream: UpstreamClient): Promise<number> {
  return (await upstream.read('/ApplicationMessage/GetUnreadItemsCount')).count;
}
