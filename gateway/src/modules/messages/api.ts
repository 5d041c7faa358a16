import type { UpstreamPage } from '../../relay/connection.ts';
import { isNotFound } from '../../upstream/UpstreamError.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamItem } from '../../upstream/upstreamPaths.ts';
import { nativeFile } from '../attachments/nativeFile.ts';

/** A message item (`002 §3` Message; `utility-api/README.md`). */
export type UpstreamMessage = UpstreamItem<'/ApplicationMessage/GetItems'>;

type Page = UpstreamPage<UpstreamMessage>;
const options = (page: number, pageSize: number) => ({ PageSize: pageSize, Page: page, Total: 0 });

/** `/ApplicationMessage/GetItems`: newest first. */
export async function getMessages(upstream: UpstreamClient, applicationId: number, page: number, pageSize: number): Promise<Page> {
  const payload = await upstream.read('/ApplicationMessage/GetItems', { PortalApplicationId: applicationId, Options: options(page, pageSize) });
  return { total: payload.total, items: payload.items };
}

/** `/ApplicationMessage/GetUnreadItems`: the customer's unread staff messages. */
export async function getUnreadMessages(upstream: UpstreamClient, page: number, pageSize: number): Promise<Page> {
  const payload = await upstream.read('/ApplicationMessage/GetUnreadItems', { Options: options(page, pageSize) });
  return { total: payload.total, items: payload.items };
}

/** `/ApplicationMessage/GetItem` with `MarkRead: false`: a message the viewer may see, or null. */
export async function peekMessage(upstream: UpstreamClient, messageId: number): Promise<UpstreamMessage | null> {
  try {
    return (await upstream.read('/ApplicationMessage/GetItem', { Value: messageId, MarkRead: false })).item;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** `/ApplicationMessage/GetItem`: opens a message, which marks it read when addressed to the viewer (`002 §4`). */
export function openMessage(upstream: UpstreamClient, messageId: number) {
  return upstream.post('/ApplicationMessage/GetItem', { Value: messageId });
}

export function insertMessage(upstream: UpstreamClient, applicationId: number, message: string) {
  return upstream.post('/ApplicationMessage/Insert', { PortalApplicationId: applicationId, Message: message });
}

export function updateMessage(upstream: UpstreamClient, messageId: number, message: string) {
  return upstream.post('/ApplicationMessage/Update', { MessageId: messageId, Message: message });
}

export function deleteMessage(upstream: UpstreamClient, messageId: number) {
  return upstream.post('/ApplicationMessage/Delete', { Value: messageId });
}

/** `/ApplicationMessageAttachment/ProcessAttachments` (multipart): adds and removes a message's files. */
export async function processAttachments(upstream: UpstreamClient, messageId: number, uploads: readonly File[], deleteIds: readonly number[]) {
  const form = new FormData();
  form.append('messageId', String(messageId));
  for (const file of uploads) form.append('uploadFiles', await nativeFile(file), file.name);
  for (const id of deleteIds) form.append('deleteFiles', String(id));
  return upstream.upload('/ApplicationMessageAttachment/ProcessAttachments', form);
}
