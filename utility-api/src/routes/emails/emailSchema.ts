import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, string } from '../../http/schemas.ts';

const listProperties = {
  emailId: integer('E-mail id (the key of /Email/GetItem).'),
  subject: string('Subject line.'),
  preview: string('The start of the body as plain text, at most 120 characters and an ellipsis.'),
  sentAt: string('When the utility sent it (ISO-8601, UTC).'),
  isRead: boolean('The customer has opened it in the portal (/Email/MarkRead).'),
} as const;

/** An e-mail in a list (utility-api/README.md, E-mails). */
export const emailListItemSchema: JSONSchema = {
  type: 'object',
  description: 'An e-mail the utility sent to the signed-in customer.',
  required: Object.keys(listProperties),
  properties: listProperties,
};

/** One e-mail with its body (utility-api/README.md, E-mails). */
export const emailItemSchema: JSONSchema = {
  type: 'object',
  description: 'An e-mail with its whole body.',
  required: [...Object.keys(listProperties), 'body'],
  properties: { ...listProperties, body: string('The body as plain text (line breaks as \\n; never HTML).') },
};

/** `Value`: the e-mail id. */
export const emailIdBody: JSONSchema = {
  type: 'object',
  required: ['Value'],
  properties: { Value: integer('emailId.') },
};
