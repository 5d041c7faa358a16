import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from './limits.ts';
import { securityPlugins } from './plugins.ts';

// The portal's schema has no cycles yet, so no real query can go deeper than a few levels; a
// schema with a cycle (as `Node` links will bring) shows that the depth limit holds.
const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { folder: Folder } type Folder { name: String parent: Folder }',
    resolvers: { Query: { folder: () => ({}) }, Folder: { name: () => 'f', parent: () => ({}) } },
  }),
  plugins: securityPlugins({ production: true, introspection: false }),
  logging: false,
});

/** `parent { parent { … name } }`: `levels` parents, then the name. */
const chain = (levels: number) => `${'parent { '.repeat(levels)}name${' }'.repeat(levels)}`;

/** A query `depth` levels deep: folder, its parents, the name. */
const nested = (depth: number) => `{ folder { ${chain(depth - 2)} } }`;

async function run(query: string) {
  const response = await yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

describe('depth limit', () => {
  it(`refuses a query nested deeper than ${MAX_DEPTH} levels, with fragments flattened`, async () => {
    expect((await run(nested(MAX_DEPTH))).errors).toBeUndefined();
    expect(await run(nested(MAX_DEPTH + 1))).toEqual({
      errors: [
        {
          message: `Syntax Error: Query depth limit of ${MAX_DEPTH} exceeded, found ${MAX_DEPTH + 1}.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    const throughFragments = `{ folder { ...F } } fragment F on Folder { parent { ...G } } fragment G on Folder { ${chain(MAX_DEPTH - 2)} }`;
    expect((await run(throughFragments)).errors?.[0]?.message).toBe(
      `Syntax Error: Query depth limit of ${MAX_DEPTH} exceeded, found ${MAX_DEPTH + 1}.`,
    );
  });
});
