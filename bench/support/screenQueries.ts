import { sampleOf } from '../batching/upstreamCalls.ts';
import { graphql, tokenFor, type Viewer } from './graphql.ts';
import type { Operation } from './operations.ts';

/** A route query as its screen sends it: the sample variables of step 2, and the viewer it answers with the most data. */
export interface ScreenQuery {
  operation: Operation;
  variables: Record<string, unknown>;
  viewer: Viewer;
  token: string | undefined;
}

/** A route query no viewer could run: its variables have no sample, or every viewer got errors. */
export interface UnrunQuery {
  operation: string;
  reason: string;
}

/**
 * The viewers tried, in order. A screen answers other viewers with less (a customer's screen answers a visitor
 * and an employee without accounts, some employee screens answer a customer with nulls) or refuses them: the
 * screen's own viewer is the one it answers without an error and with the most data, the first of equals.
 */
const VIEWER_ORDER: readonly Viewer[] = ['customer', 'employee', 'visitor'];

/** Every route query with its screen's variables and viewer, ready to be sent to `gatewayUrl`. */
export async function screenQueries(gatewayUrl: string, queries: readonly Operation[]): Promise<{ runnable: ScreenQuery[]; unrun: UnrunQuery[] }> {
  const tokens = new Map<Viewer, string | undefined>();
  for (const viewer of VIEWER_ORDER) tokens.set(viewer, await tokenFor(gatewayUrl, viewer));
  const runnable: ScreenQuery[] = [];
  const unrun: UnrunQuery[] = [];
  for (const operation of queries) {
    const { variables, missing } = sampleOf(operation);
    if (missing.length > 0) {
      unrun.push({ operation: operation.name, reason: `no sample for ${missing.map((name) => `$${name}`).join(', ')}` });
      continue;
    }
    let best: { viewer: Viewer; bytes: number } | undefined;
    let error = '';
    for (const viewer of VIEWER_ORDER) {
      const bytes = await graphql(gatewayUrl, operation.text, { token: tokens.get(viewer), variables }).then(
        (data) => JSON.stringify(data).length,
        (failure: Error) => {
          error = failure.message;
          return undefined;
        },
      );
      if (bytes !== undefined && (best === undefined || bytes > best.bytes)) best = { viewer, bytes };
    }
    if (best === undefined) unrun.push({ operation: operation.name, reason: error.slice(0, 160) });
    else runnable.push({ operation, variables, viewer: best.viewer, token: tokens.get(best.viewer) });
  }
  return { runnable, unrun };
}
