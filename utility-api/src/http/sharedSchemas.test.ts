import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
// Every module that defines a shared schema is imported by the server, so all of them are defined below.
import '../server.ts';
import { envelopeSchema } from './schemas.ts';
import { addSharedSchemas, sharedSchema } from './sharedSchemas.ts';

describe('sharedSchema', () => {
  it('answers a reference, and adds the schema under its id', () => {
    expect(envelopeSchema).toEqual({ $ref: 'Envelope#' });
    const added: { $id?: unknown }[] = [];
    addSharedSchemas({ addSchema: (schema: { $id?: unknown }) => added.push(schema) } as unknown as FastifyInstance);
    expect(added.find((schema) => schema.$id === 'Envelope')).toMatchObject({ type: 'object', required: ['status', 'text'] });
    expect(new Set(added.map((schema) => schema.$id)).size).toBe(added.length);
  });

  it('refuses an id that cannot name a component, a second definition that differs, and one after an API was built', () => {
    expect(() => sharedSchema('job card', { type: 'object' })).toThrow(/letters and digits/);
    expect(() => sharedSchema('Envelope', { type: 'object' })).toThrow(/defined twice/);
    addSharedSchemas({ addSchema: () => undefined } as unknown as FastifyInstance);
    expect(() => sharedSchema('DefinedLate', { type: 'object' })).toThrow(/after an API was built/);
  });
});
