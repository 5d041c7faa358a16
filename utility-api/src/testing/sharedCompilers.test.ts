import { describe, expect, it } from 'vitest';
import { compilingOnce } from './sharedCompilers.ts';

/** A compiler factory that records what it compiles and answers a new function each time. */
function recording() {
  const compiled: string[] = [];
  const factory = (externals: Record<string, unknown>) => (route: { schema?: unknown }) => {
    compiled.push(JSON.stringify([Object.keys(externals), route.schema]));
    return () => compiled.length;
  };
  return { compiled, factory };
}

const envelope = () => ({ Envelope: { $id: 'Envelope', type: 'object', properties: { status: { type: 'integer' } } } });
const answer = () => ({ type: 'object', properties: { text: { type: 'string' } } });

describe('schema compilers shared by test APIs', () => {
  it('compile a schema once for every API with the same shared schemas, whether the same object or an equal one', () => {
    const { compiled, factory } = recording();
    const compilers = compilingOnce(factory);
    const schema = answer();
    const first = compilers(envelope(), {})({ schema });
    expect(compilers(envelope(), {})({ schema })).toBe(first);
    expect(compilers(envelope(), {})({ schema: answer() })).toBe(first);
    expect(compiled).toHaveLength(1);
  });

  it('compile again for another schema, other shared schemas or other options', () => {
    const { compiled, factory } = recording();
    const compilers = compilingOnce(factory);
    const schema = answer();
    const first = compilers(envelope(), {})({ schema });
    const otherEnvelope = { Envelope: { ...envelope().Envelope, required: ['status'] } };
    expect(compilers(envelope(), {})({ schema: { ...answer(), required: ['text'] } })).not.toBe(first);
    expect(compilers(otherEnvelope, {})({ schema })).not.toBe(first);
    expect(compilers(envelope(), { coerceTypes: false })({ schema })).not.toBe(first);
    expect(compiled).toHaveLength(4);
  });
});
