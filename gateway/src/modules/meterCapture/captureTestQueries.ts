// What the meter-capture tests ask the gateway for a walk, and the walks of the books (tests only).
import { expect } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';

export interface WalkNode {
  id: string;
  book: string;
  walk: number;
  assignedTo: string | null;
  totalCount: number;
  outstandingCount: number;
  completedCount: number;
  nonEditableCount: number;
}

export const WALK_FIELDS = 'id book walk assignedTo totalCount outstandingCount completedCount nonEditableCount';

export const BOOKS = /* GraphQL */ `
  query Books($mine: Boolean) {
    meterCaptureCycle { name }
    meterCaptureBooks(first: 100, assignedToMe: $mine) { totalCount edges { node { book totalCount walks { ${WALK_FIELDS} } } } }
  }
`;

/** Every walk of the first 100 books (all of the demo's), the viewer's only with `mine`. */
export async function walksOf(browser: TestBrowser, mine = false): Promise<WalkNode[]> {
  const answer = await browser.graphql(BOOKS, { mine });
  expect(answer.body.errors).toBeUndefined();
  const data = answer.body.data as { meterCaptureBooks: { edges: Array<{ node: { walks: WalkNode[] } }> } };
  return data.meterCaptureBooks.edges.flatMap((edge) => edge.node.walks);
}
