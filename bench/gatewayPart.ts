// Part 1 of `npm run bench` alone (bench/README.md, benchmark 1): the login page and the signed-in shell
// against the original portal's calls, then the gateway's own work at log levels info and warn, timed from
// outside and inside the gateway. Prints the figures as JSON; writes nothing. For A/B comparisons of the
// gateway: `node bench/gatewayPart.ts [rounds]` runs it `rounds` times (default 1) on one portal.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareScreens } from './gateway/endToEnd.ts';
import { gatewayPhasesEnv, inProcessFigures, measureOverhead } from './gateway/overhead.ts';
import { routeQueries } from './support/operations.ts';
import { startPortal } from './support/portal.ts';
import { startTimingProxy } from './support/timingProxy.ts';

const OPERATIONS = [['LoginScreenQuery', 'visitor'], ['AppShellQuery', 'customer']] as const;

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
      const timing = await startTimingProxy(portal.apiUrl);
      try {
        for (const logLevel of ['info', 'warn']) {
          const phasesFile = join(tmpdir(), `bench-part-${process.pid}-${logLevel}.json`);
          const gateway = await startPortal({ utilityApiUrl: timing.url, env: { LOG_LEVEL: logLevel, ...gatewayPhasesEnv(phasesFile) } });
          const measured = [];
          try {
            for (const [name, viewer] of OPERATIONS) {
              const operation = queries.find((query) => query.name === name);
              if (operation) measured.push(await measureOverhead(gateway.url, timing, operation, viewer, `${logLevel}-${viewer}`));
            }
          } finally {
            await gateway.stop();
          }
          const inProcess = inProcessFigures(phasesFile, measured.map((m) => `${logLevel}-${m.viewer}`));
          for (const m of measured) {
            const inside = inProcess.get(`${logLevel}-${m.viewer}`);
            console.log(JSON.stringify({
              round, operation: m.operation, logLevel, calls: m.upstreamCallsP50,
              ownOutside: [m.gatewayOwnMs.p50, m.gatewayOwnMs.p95], ownInside: [inside?.ownMs.p50, inside?.ownMs.p95],
              endToEnd: m.endToEndMs.p50, cpuMs: m.cpuMsPerRequest, healthz: m.transportFloorMsP50,
            }));
          }
        }
      } finally {
        await timing.close();
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
