import { describe, expect, it, vi } from 'vitest';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { operationLimitError } from './operationLimits.ts';

const library = vi.hoisted(() => ({ calls: 0 }));

vi.mock('graphql-query-complexity', async (importOriginal) => {
  const real = await importOriginal<typeof import('graphql-query-complexity')>();
  return {
    ...real,
    getComplexity: (...args: Parameters<typeof real.getComplexity>) => {
      library.calls += 1;
      return real.getComplexity(...args);
    },
  };
});

const schema = graphqlModule.buildSchema(`
  type Item { id: ID! items(first: Int): [Item!]! }
  type Query { items(first: Int): [Item!]! }
`);

const codeOf = (error: ReturnType<typeof operationLimitError>) => error?.extensions['code'];

describe('the per-request operation limits', () => {
  it('walk a document that reads its variables from a plan made once, judging each request by its own values', () => {
    const document = graphqlModule.parse('query ($n: Int, $m: Int) { items(first: $n) { id items(first: $m) { id } } }');
    expect(operationLimitError(schema, document, { n: 10, m: 10 }, undefined)).toBeUndefined();
    expect(codeOf(operationLimitError(schema, document, { n: 1000, m: 1000 }, undefined))).toBe('QUERY_TOO_EXPENSIVE');
    expect(operationLimitError(schema, document, { n: 3, m: 3 }, undefined)).toBeUndefined();
    expect(operationLimitError(schema, document, { n: 1000, m: 1000 }, undefined)?.message).toBe(
      'This query is too expensive: it costs 1002001 and the limit is 10000. Ask for fewer items with `first` or for fewer fields.',
    );
    expect(library.calls).toBe(0);
  });
});
