import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamItem } from '../../upstream/upstreamPaths.ts';
import { nativeFile } from './nativeFile.ts';

/** An attachment list entry (`002 §3`; `utility-api/README.md`). */
export type UpstreamApplicationAttachment = UpstreamItem<'/ApplicationAttachment/GetItems'>;

type Page = UpstreamPage<UpstreamApplicationAttachment>;

/** `/ApplicationAttachment/GetItems` {PortalApplicationId}: the whole list of one application. */
export async function getApplicationAttachments(upstream: UpstreamClient, applicationId: number): Promise<UpstreamApplicationAttachment[]> {
  return (await upstream.read('/ApplicationAttachment/GetItems', { PortalApplicationId: applicationId })).items;
}

/** `/ApplicationAttachment/GetItems` without an application: every entry of the customer's applications, paged. */
export async function getAllApplicationAttachments(upstream: UpstreamClient, page: number, pageSize: number): Promise<Page> {
  const payload = await upstream.read('/ApplicationAttachment/GetItems', { Options: { PageSize: pageSize, Page: page, Total: 0 } });
  return { total: payload.total, items: payload.items };
}

/** `/ApplicationAttachment/Update` (multipart). */
export async function updateApplicationAttachment(upstream: UpstreamClient, attachmentId: number, file: File) {
  const form = new FormData();
  form.append('attachmentId', String(attachmentId));
  form.append('file', await nativeFile(file), file.name);
  return upstream.upload('/ApplicationAttachment/Update', form);
}

/** `/ApplicationAttachment/DeleteAttachment` {value} (lower-case, as `002 §7` writes it). */
export function deleteApplicationAttachmentFile(upstream: UpstreamClient, attachmentId: number) {
  return upstream.post('/ApplicationAttachment/DeleteAttachment', { value: attachmentId });
}
