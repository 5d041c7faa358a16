import { graphql, tokenFor, upstreamCookieFor } from '../support/graphql.ts';
import { type LoadOptions, type LoadResult, runLoad } from '../support/load.ts';
import type { Operation } from '../support/operations.ts';
import { ratio } from '../support/stats.ts';
import { loadLoginPage, loadSignedInShell } from './originalPortal.ts';

/**
 * Fixed concurrency, a few seconds each side: one user on an idle portal (the latency a user feels)
 * and ten at once (what two cores sustain).
 */
const LOADS: LoadOptions[] = [
  { concurrency: 1, durationMs: 2000, maxIterations: 5000, warmupIterations: 50, warmupMs: 1000 },
  { concurrency: 10, durationMs: 4000, maxIterations: 20_000, warmupIterations: 50, warmupMs: 1000 },
];

export interface ScreenComparison {
  screen: string;
  concurrency: number;
  /** The original portal's calls straight to the utility API (the baseline). */
  original: LoadResult & { calls: string };
  /** The client's one GraphQL request through the gateway. */
  graphql: LoadResult & { operation: string };
  /** GraphQL p50 latency / original p50 latency: below 1 means the gateway is faster end to end. */
  latencyRatioP50: number;
  latencyRatioP95: number;
  /** GraphQL throughput / original throughput. */
  throughputRatio: number;
  budget: { rule: string; pass: boolean };
}

function compare(screen: string, original: ScreenComparison['original'], viaGateway: ScreenComparison['graphql']): ScreenComparison {
  return {
    screen,
    concurrency: original.concurrency,
    original,
    graphql: viaGateway,
    latencyRatioP50: ratio(viaGateway.latencyMs.p50, original.latencyMs.p50),
    latencyRatioP95: ratio(viaGateway.latencyMs.p95, original.latencyMs.p95),
    throughputRatio: ratio(viaGateway.throughput, original.throughput),
    budget: {
      rule: 'the screen\'s GraphQL request is faster end to end (p50 and p95) than the original\'s calls',
      pass:
        viaGateway.errors === 0 &&
        viaGateway.latencyMs.p50 < original.latencyMs.p50 &&
        viaGateway.latencyMs.p95 < original.latencyMs.p95,
    },
  };
}

/**
 * Benchmark 1: the login page (visitor) and the signed-in shell (customer) loaded the original way,
 * call by call from the utility API, and the client's way, one GraphQL request to the gateway.
 */
export async function compareScreens(gatewayUrl: string, apiUrl: string, queries: Operation[]): Promise<ScreenComparison[]> {
  const text = (name: string) => {
    const operation = queries.find((query) => query.name === name);
    if (!operation) throw new Error(`no Relay artifact for ${name}`);
    return operation.text;
  };
  const loginQuery = text('LoginScreenQuery');
  const shellQuery = text('AppShellQuery');
  const token = await tokenFor(gatewayUrl, 'customer');
  const cookie = await upstreamCookieFor(apiUrl, 'customer');

  const comparisons: ScreenComparison[] = [];
  for (const load of LOADS) {
    const loginOriginal = await runLoad(() => loadLoginPage(apiUrl), load);
    const loginGraphql = await runLoad(async () => void (await graphql(gatewayUrl, loginQuery)), load);
    comparisons.push(
      compare(
        'login page (visitor)',
        { ...loginOriginal, calls: 'GetOrganisationSettings, then GetSettings, GetPortalWelcomeMessage, 15 × GetMessage' },
        { ...loginGraphql, operation: 'LoginScreenQuery' },
      ),
    );
    const shellOriginal = await runLoad(() => loadSignedInShell(apiUrl, cookie), load);
    const shellGraphql = await runLoad(async () => void (await graphql(gatewayUrl, shellQuery, { token })), load);
    comparisons.push(
      compare(
        'signed-in shell (customer)',
        { ...shellOriginal, calls: 'GetOrganisationSettings, then GetSettings, GetMessage 51, 2 × IsExistingLocalizedFile, GetProfileStatus → GetProfileDetails' },
        { ...shellGraphql, operation: 'AppShellQuery' },
      ),
    );
  }
  return comparisons;
}
