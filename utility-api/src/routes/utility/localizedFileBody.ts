import type { JSONSchema } from '../../http/jsonSchema.ts';
import { langField } from '../../http/schemas.ts';

export interface LocalizedFileBody {
  Value: number;
  Lang?: string;
}

export const localizedFileBodySchema: JSONSchema = {
  type: 'object',
  required: ['Value'],
  properties: {
    Value: { type: 'integer', enum: [1, 2], description: '1 app guide, 2 map guide (001 §7).' },
    Lang: langField,
  },
};
