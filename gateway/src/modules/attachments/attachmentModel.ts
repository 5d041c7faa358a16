import { fileUrl } from '../../files/fileDownload.ts';
import type { UpstreamApplicationAttachment } from './api.ts';

/** The `ApplicationAttachment` type of the schema, except `id` and `application`, which have resolvers. */
export interface ApplicationAttachmentModel {
  __typename: 'ApplicationAttachment';
  attachmentId: number;
  portalApplicationId: number;
  name: string;
  fileName: string | null;
  isMandatory: boolean;
  seqId: number;
  downloadUrl: string | null;
}

/** The key of an entry's global id and file URL: its application and its id (no single-entry call exists). */
export function attachmentKey(attachment: Pick<ApplicationAttachmentModel, 'portalApplicationId' | 'attachmentId'>): string {
  return `${attachment.portalApplicationId}-${attachment.attachmentId}`;
}

export function parseAttachmentKey(key: string): { applicationId: number; attachmentId: number } | undefined {
  const match = /^(\d+)-(\d+)$/.exec(key);
  if (match === null) return undefined;
  return { applicationId: Number(match[1]), attachmentId: Number(match[2]) };
}

export function toAttachmentModel(item: UpstreamApplicationAttachment): ApplicationAttachmentModel {
  const model = {
    __typename: 'ApplicationAttachment' as const,
    attachmentId: item.attachmentId,
    portalApplicationId: item.portalApplicationId,
    name: item.name,
    fileName: item.fileName,
    isMandatory: item.isMandatory,
    seqId: item.seqId,
  };
  return { ...model, downloadUrl: item.fileName === null ? null : fileUrl('application-attachment', attachmentKey(model)) };
}
