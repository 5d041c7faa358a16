import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

// The maintenance screen's three lists answer one after the other; the elements they name are read in
// one `/Element/GetItems` once all three have answered (fieldBase/elementLoader.ts, `elementSources`).

const LISTS = /* GraphQL */ `{
  jobCards(first: 25) { edges { node { station { code } element { code name } } } }
  investigations(first: 25) { edges { node { element { code name } } } }
  problemLogs(first: 25) { edges { node { element { code name } } } }
}`;

type Edges = { edges: Array<{ node: { element: { code: string } | null; station?: { code: string } | null } }> };

describe('elements of the maintenance lists', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ settingsCacheTtlSeconds: 0 });
  });
  afterAll(() => harness.close());

  it('reads the elements of job cards, investigations and problem logs in one call', async () => {
    const staff = await harness.signedIn(DEMO_LOGINS.staff);
    harness.upstream.reset();
    const answer = (await staff.graphql(LISTS)).body;
    expect(answer.errors).toBeUndefined();
    const data = answer.data as Record<'jobCards' | 'investigations' | 'problemLogs', Edges>;
    // Every list names elements, so each would otherwise make its own call.
    for (const list of Object.values(data)) expect(list.edges.some((edge) => edge.node.element !== null)).toBe(true);
    expect(harness.upstream.count('/Element/GetItems')).toBe(1);
  });

  it('still reads the elements of a single list', async () => {
    const staff = await harness.signedIn(DEMO_LOGINS.staff);
    harness.upstream.reset();
    const answer = (await staff.graphql('{ problemLogs(first: 5) { edges { node { element { code } } } } }')).body;
    expect(answer.errors).toBeUndefined();
    expect((answer.data?.['problemLogs'] as Edges).edges.some((edge) => edge.node.element !== null)).toBe(true);
    expect(harness.upstream.count('/Element/GetItems')).toBe(1);
  });
});
