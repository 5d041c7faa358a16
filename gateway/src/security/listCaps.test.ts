import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { startHarness, type Harness } from '../testing/harness.ts';
import { LIST_CAPS, MAX_LOG_ENTRIES, MAX_TEXT_IDS } from './listCaps.ts';
import { schemaLists } from './listLengths.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const TEXTS = 'query ($ids: [Int!]!) { texts(ids: $ids) { textId } }';
const SAVE_LOG = 'mutation ($input: SaveLogEntriesInput!) { saveLogEntries(input: $input) { userErrors { code } } }';
const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('list caps', () => {
  it('give every list argument and list input field of the schema a cap, stated in its description', () => {
    const lists = schemaLists(harness.gateway.schema);
    expect(lists.map((list) => list.coordinate).sort()).toEqual(Object.keys(LIST_CAPS).sort());
    const undocumented = lists.filter(({ coordinate, description }) => {
      const stated = `at most ${LIST_CAPS[coordinate]} items`;
      return !(description ?? '').toLowerCase().includes(stated);
    });
    expect(undocumented).toEqual([]);
  });

  it('refuse 100,000 text ids before any upstream call, per request, and serve the cap itself', async () => {
    harness.upstream.reset();
    const refused = await harness.browser().graphql(TEXTS, { ids: ids(100_000) });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      errors: [
        {
          message: `Query.texts(ids:) takes at most ${MAX_TEXT_IDS} items; this request has 100000.`,
          extensions: { code: 'BAD_USER_INPUT', argument: 'Query.texts(ids:)', maxItems: MAX_TEXT_IDS },
        },
      ],
    });
    expect(harness.upstream.calls()).toEqual([]);

    const served = await harness.browser().graphql(TEXTS, { ids: ids(MAX_TEXT_IDS) });
    expect(served.body.errors).toBeUndefined();
    expect(served.body.data?.['texts']).toHaveLength(MAX_TEXT_IDS);
    expect(harness.upstream.count('/Utility/GetMessages')).toBe(1);
  });

  it('refuse a list inside an input object, sent in the variables', async () => {
    const entries = Array.from({ length: MAX_LOG_ENTRIES + 1 }, () => ({ logPointId: 'x', value: 1 }));
    const refused = await harness.browser().graphql(SAVE_LOG, { input: { entries } });
    expect(refused.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      argument: 'SaveLogEntriesInput.entries',
      maxItems: MAX_LOG_ENTRIES,
    });
    // Within the cap, the field's own rules answer (here: the visitor must sign in).
    const within = await harness.browser().graphql(SAVE_LOG, { input: { entries: entries.slice(1) } });
    expect(within.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('are enforced by the resolvers too, whatever runs the schema', async () => {
    const result = await graphqlModule.graphql({
      schema: harness.gateway.schema,
      source: TEXTS,
      variableValues: { ids: ids(MAX_TEXT_IDS + 1) },
      contextValue: {},
    });
    expect(result.errors?.map((error) => error.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', argument: 'Query.texts(ids:)', maxItems: MAX_TEXT_IDS },
    ]);
  });
});
