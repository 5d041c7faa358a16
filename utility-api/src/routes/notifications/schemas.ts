import type { JSONSchema } from '../../http/jsonSchema.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../../notifications/kinds.ts';

export const kindSchema: JSONSchema = { type: 'string', enum: [...NOTIFICATION_KINDS], description: 'What the notification is about.' };

const channelSchema: JSONSchema = {
  type: 'string',
  enum: [...NOTIFICATION_CHANNELS],
  description: 'How the customer is told: e-mail, SMS, both or not at all (a channel without contact detail is skipped).',
};

const choiceSchema: JSONSchema = sharedSchema('NotificationChoice', {
  type: 'object',
  description: 'The channel chosen for one kind.',
  required: ['kind', 'channel'],
  properties: { kind: kindSchema, channel: channelSchema },
});

export const choicesSchema: JSONSchema = { type: 'array', items: choiceSchema, maxItems: NOTIFICATION_KINDS.length };

export const tokenBody: JSONSchema = {
  type: 'object',
  required: ['Token'],
  properties: { Token: { type: 'string', minLength: 1, maxLength: 100, description: 'The token of the unsubscribe link.' } },
};
