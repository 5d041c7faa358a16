import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';

/** A message item (002 §3 Message). */
export const messageItemSchema: JSONSchema = sharedSchema('ApplicationMessage', {
  type: 'object',
  description: 'A message of an application as the viewer sees it.',
  required: ['messageId', 'portalApplicationId', 'applicationType', 'applicationName', 'date', 'message', 'customerMessage', 'unread', 'editable', 'attachmentFileNames', 'attachments'],
  properties: {
    messageId: integer('Message id.'),
    portalApplicationId: integer('Its application.'),
    applicationType: integer('Type of its application.'),
    applicationName: string('Name of its application.'),
    date: string('When it was written, ISO-8601 UTC.'),
    message: string('The text; lines end with CRLF (002 §5).'),
    customerMessage: boolean('True when the customer wrote it, false for staff.'),
    unread: boolean('Its addressee has not opened it yet (the customer for staff messages, staff for customer messages).'),
    editable: boolean('Unread and written by the viewer: it may be updated, deleted and have its attachments changed.'),
    attachmentFileNames: { type: 'array', items: { type: 'string' }, description: 'File names of its attachments.' },
    attachments: {
      type: 'array',
      description: 'Its attachments (download with /ApplicationMessageAttachment/Download).',
      items: {
        type: 'object',
        required: ['attachmentId', 'fileName'],
        properties: { attachmentId: integer('Attachment id.'), fileName: string('File name.') },
      },
    },
  },
});
