import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compilingOnFirstUse, lazyCompilers, type CompilerFactory } from './lazyCompilers.ts';

/** A compiler factory that counts what it compiles; its validators carry `errors` and `schemaEnv` as Ajv's do. */
function counting() {
  const counts = { factories: 0, schemas: 0 };
  const factory: CompilerFactory = () => {
    counts.factories += 1;
    return () => {
      counts.schemas += 1;
      const validate = Object.assign((value: unknown) => {
        validate.errors = value === 'bad' ? [{ message: 'bad value' }] : null;
        return value !== 'bad';
      }, { errors: null as unknown, schemaEnv: { compiled: true } });
      return validate;
    };
  };
  return { counts, factory };
}

describe('schema compilers that compile on first use', () => {
  it('compile nothing while routes are set up, then each schema once, when its route first uses it', () => {
    const { counts, factory } = counting();
    const compile = compilingOnFirstUse(factory)({}, {});
    const first = compile({ schema: { type: 'string' } }) as (value: unknown) => boolean;
    compile({ schema: { type: 'number' } });
    expect(counts).toEqual({ factories: 0, schemas: 0 });
    expect(first('good')).toBe(true);
    expect(first('bad')).toBe(false);
    expect(counts).toEqual({ factories: 1, schemas: 1 });
  });

  it('show Fastify the compiled validator\'s errors of the last call and its schemaEnv', () => {
    const { factory } = counting();
    const validate = compilingOnFirstUse(factory)({}, {})({ schema: {} }) as ((value: unknown) => boolean) & { errors: unknown; schemaEnv: unknown };
    validate('bad');
    expect(validate.errors).toEqual([{ message: 'bad value' }]);
    validate('good');
    expect(validate.errors).toBeNull();
    expect(validate.schemaEnv).toEqual({ compiled: true });
  });

  it('validate, coerce and serialize in Fastify as its own compilers do', async () => {
    const app = Fastify({ schemaController: lazyCompilers });
    app.addSchema({ $id: 'Count', type: 'integer', minimum: 1 });
    app.post('/echo', {
      schema: {
        querystring: { type: 'object', properties: { times: { $ref: 'Count' } } },
        body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { name: { type: 'string' }, times: { type: 'integer' } } } },
      },
    }, async (request) => ({ ...(request.body as object), times: (request.query as { times: number }).times, secret: 'not in the schema' }));
    try {
      const ok = await app.inject({ method: 'POST', url: '/echo?times=2', payload: { name: 'Maria' } });
      expect(ok.json()).toEqual({ name: 'Maria', times: 2 });
      const refused = await app.inject({ method: 'POST', url: '/echo?times=2', payload: {} });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('body must have required property \'name\'');
      const tooFew = await app.inject({ method: 'POST', url: '/echo?times=0', payload: { name: 'Maria' } });
      expect(tooFew.json().message).toBe('querystring/times must be >= 1');
    } finally {
      await app.close();
    }
  });
});
