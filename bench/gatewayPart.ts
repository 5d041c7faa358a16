// Part 1 of `npm run bench` alone (bench/README.md, benchmark 1): the login page and the signed-in shell
// against the original portal's calls, then the gateway's own work at log levels info and warn, timed from
// outside and inside the gateway. Prints the figures as JSON; writes nothing. For A/B comparisons of the
// gateway: `node bench/gatewayPart.ts [rounds]` runs it `rounds` times (default 1) on one portal.
import { compareScreens } from './gateway/endToEnd.ts';
import { measureOwnWork } from './gateway/overhead.ts';
import { routeQueries } from './support/operations.ts';
import { startPortal } from './support/portal.ts';

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 1);
  const queries = routeQueries();
  const portal = await startPortal();
  try {
    for (let round = 0; round < rounds; round += 1) {
      const screens = await compareScreens(portal.url, portal.apiUrl, queries);
      for (const s of screens) {
        console.log(JSON.stringify({
          round, screen: s.screen, users: s.concurrency,
          original: [s.original.latencyMs.p50, s.original.latencyMs.p95], graphql: [s.graphql.latencyMs.p50, s.graphql.latencyMs.p95],
          ratioP50: s.latencyRatioP50, ratioP95: s.latencyRatioP95, pass: s.budget.pass,
        }));
      }
      for (const m of await measureOwnWork(portal.apiUrl, queries, round)) {
        console.log(JSON.stringify({
          round, operation: m.operation, logLevel: m.logLevel, profileShared: m.profileShared, calls: m.upstreamCallsP50,
          ownInside: [m.inProcess?.ownMs.p50, m.inProcess?.ownMs.p95], ownOutside: [m.gatewayOwnMs.p50, m.gatewayOwnMs.p95],
          endToEnd: m.endToEndMs.p50, cpuMs: m.cpuMsPerRequest, healthz: m.transportFloorMsP50, pass: m.budget?.pass,
        }));
      }
    }
  } finally {
    await portal.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
