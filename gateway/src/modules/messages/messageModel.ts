import { fileUrl } from '../../files/fileDownload.ts';
import type { UpstreamMessage } from './api.ts';

/** `002 §2`, `§9`: list previews are cut to 14 characters plus an ellipsis. */
const MESSAGE_PREVIEW_LENGTH = 14;

/** The `ApplicationMessage` type of the schema, except `id` and `application`, which have resolvers. */
export interface ApplicationMessageModel {
  __typename: 'ApplicationMessage';
  messageId: number;
  portalApplicationId: number;
  applicationType: number;
  applicationName: string;
  date: string;
  text: string;
  preview: string;
  fromCustomer: boolean;
  unread: boolean;
  editable: boolean;
  attachments: Array<{ attachmentId: number; fileName: string; downloadUrl: string }>;
}

function previewOf(text: string): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length > MESSAGE_PREVIEW_LENGTH ? `${characters.slice(0, MESSAGE_PREVIEW_LENGTH).join('')}…` : characters.join('');
}

export function toMessageModel(item: UpstreamMessage): ApplicationMessageModel {
  return {
    __typename: 'ApplicationMessage',
    messageId: item.messageId,
    portalApplicationId: item.portalApplicationId,
    applicationType: item.applicationType,
    applicationName: item.applicationName,
    date: item.date,
    text: item.message,
    preview: previewOf(item.message),
    fromCustomer: item.customerMessage,
    unread: item.unread,
    editable: item.editable,
    attachments: item.attachments.map((file) => ({ ...file, downloadUrl: fileUrl('message-attachment', String(file.attachmentId)) })),
  };
}

/** `002 §5`: newlines are sent as CRLF. */
export function toCrlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}
