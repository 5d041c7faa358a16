import type { JSONSchema } from './jsonSchema.ts';
import { sharedSchema } from './sharedSchemas.ts';

const envelopeProperties = {
  status: { type: 'integer', description: '0 on success, else an error number (see the README).' },
  text: { type: 'string', description: 'Human-readable error text in the request language; empty on success.' },
  retryAfterSeconds: { type: 'integer', description: 'With status 18 (resend too soon) only: seconds before another code may be sent.' },
} as const;

export const envelopeSchema: JSONSchema = sharedSchema('Envelope', {
  type: 'object',
  description: 'The envelope alone: `status` and `text`.',
  required: ['status', 'text'],
  properties: envelopeProperties,
});

/** A 200 answer: the envelope plus a payload present when `status` is 0. */
export function envelopeWith(properties: Record<string, JSONSchema>, description: string): JSONSchema {
  return {
    type: 'object',
    description,
    required: ['status', 'text'],
    properties: { ...envelopeProperties, ...properties },
  };
}

/** Answers of any call: its 200 schema plus the envelope on HTTP errors (400 status 2, 401 status 3, 5xx). */
export function responses(ok: JSONSchema): Record<string, JSONSchema> {
  return { 200: ok, '4xx': envelopeSchema, '5xx': envelopeSchema };
}

export const nullableString = (description: string): JSONSchema => ({ type: ['string', 'null'], description });
export const string = (description: string): JSONSchema => ({ type: 'string', description });
export const boolean = (description: string): JSONSchema => ({ type: 'boolean', description });
export const integer = (description: string): JSONSchema => ({ type: 'integer', description });
export const nullableInteger = (description: string): JSONSchema => ({ type: ['integer', 'null'], description });

export const langField: JSONSchema = {
  type: 'string',
  description: 'Locale code (en, el, ru, ar); others fall back to en.',
};

export const SESSION_SECURITY = [{ sessionCookie: [] }];

/** Where the portal is, for links in the messages a call sends (the caller's configured public address). */
export const portalUrlField: JSONSchema = {
  type: 'string',
  maxLength: 300,
  pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$',
  description: 'The portal\'s public address (`https://portal.example`): mailed links are written on it; without it they are paths.',
};
