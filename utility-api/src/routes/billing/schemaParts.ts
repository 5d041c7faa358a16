import type { JSONSchema } from '../../http/jsonSchema.ts';

export { integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';

/** Money travels as JSON numbers with two decimals (README, Billing). */
export const number = (description: string): JSONSchema => ({ type: 'number', description });
