import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { WALK_FIELDS, type WalkNode, walksOf } from './captureTestQueries.ts';

let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
let maria: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'en' });
  field = await harness.signedIn(DEMO_LOGINS.field, { 'accept-language': 'en' });
  maria = await harness.signedIn(DEMO_LOGINS.maria);
});
afterAll(() => harness.close());

interface WalkPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: WalkNode }>;
}

const WALKS = /* GraphQL */ `
  query Walks($mine: Boolean, $search: String, $first: Int, $after: String) {
    meterCaptureWalks(assignedToMe: $mine, search: $search, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { ${WALK_FIELDS} } }
    }
  }
`;

async function walks(browser: TestBrowser, variables: Record<string, unknown>): Promise<WalkPage> {
  const answer = await browser.graphql(WALKS, variables);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { meterCaptureWalks: WalkPage }).meterCaptureWalks;
}

describe('meterCaptureWalks', () => {
  it("pages the viewer's walks as the books list them, with the same ids and counts", async () => {
    const mine = await walksOf(staff, true);
    expect(mine.length).toBeGreaterThan(6);
    const first = await walks(staff, { mine: true, first: 6 });
    expect(first.totalCount).toBe(mine.length);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges.map((edge) => edge.node)).toEqual(mine.slice(0, 6));
    const next = await walks(staff, { mine: true, first: 6, after: first.pageInfo.endCursor });
    expect(next.edges.map((edge) => edge.node)).toEqual(mine.slice(6, 12));
  });

  it('finds a walk by book and number among everyone\'s, and gives a field worker only his', async () => {
    const everyone = await walksOf(staff, false);
    const [walk] = everyone.filter((item) => item.walk > 1);
    if (!walk) throw new Error('a book with two walks expected');
    const found = await walks(staff, { search: `  ${walk.book.toLowerCase()} ${walk.walk} `, first: 10 });
    expect(found.totalCount).toBe(1);
    expect(found.edges.map((edge) => edge.node)).toEqual([walk]);
    const fieldWalks = await walksOf(field, true);
    const theirs = await walks(field, { first: 100 });
    expect(theirs.edges.map((edge) => edge.node)).toEqual(fieldWalks);
  });

  it('reads at most 40 characters of the search and caps the page', async () => {
    const long = await walks(staff, { search: `B${'x'.repeat(60)}`, first: 10 });
    expect(long.totalCount).toBe(0);
    const capped = await walks(staff, { first: 500 });
    expect(capped.totalCount).toBeGreaterThan(100);
    expect(capped.edges).toHaveLength(100);
    const refused = await maria.graphql(WALKS, { first: 5 });
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
