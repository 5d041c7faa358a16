import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableString, string } from '../../http/schemas.ts';

/** An attachment list entry (002 §3). */
export const applicationAttachmentSchema: JSONSchema = {
  type: 'object',
  description: 'An entry of an application\'s attachment list: a document the application asks for, and its file once uploaded.',
  required: ['id', 'attachmentId', 'portalApplicationId', 'name', 'fileName', 'isMandatory', 'seqId'],
  properties: {
    id: integer('Entry id (the same as `attachmentId`).'),
    attachmentId: integer('Entry id, the key of Update, DeleteAttachment and Download.'),
    portalApplicationId: integer('Its application.'),
    applicationType: integer('Type of its application.'),
    applicationName: string('Name of its application.'),
    name: string('What the document is.'),
    fileName: nullableString('Name of the uploaded file, or null while none is uploaded.'),
    isMandatory: boolean('The application needs this document.'),
    seqId: integer('Order of the entry in its list.'),
  },
};
