// The comparison with GraphQL Mesh (bench/README.md): Hive Gateway on a supergraph composed from
// utility-api/openapi.json, and the portal's gateway with caches on and off, each in its own process in
// front of the same utility API; every screen at 1, 10 and 50 users, the sides interleaved round by round.
// `node bench/mesh/compare.ts` runs it alone on a portal of its own and replaces its section of bench/RESULTS.md.
import { loadavg } from 'node:os';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { removeDir, temporaryDir } from '../support/cleanup.ts';
import { tokenFor, upstreamCookieFor, type Viewer } from '../support/graphql.ts';
import { expectOk, send } from '../support/http.ts';
import { runLoad } from '../support/load.ts';
import { type Operation, routeQueries } from '../support/operations.ts';
import { startPortal } from '../support/portal.ts';
import { cpuMsOf, peakRssMbOf } from '../support/processStats.ts';
import { writeResultsSection } from '../support/resultsSection.ts';
import { round } from '../support/stats.ts';
import { composeMeshSupergraph } from './compose.ts';
import { startHiveGateway } from './hiveGateway.ts';
import { MESH_SECTION, type MeshComparison, type MeshRow, meshRow, meshSection, type RoundFigures, type Side } from './summary.ts';
import { meshWorkloads, type Workload } from './workloads.ts';

const CONCURRENCIES = [1, 10, 50];
const ROUNDS = 3;
const DURATION_MS = 2000;
/** Before each measured load: JIT, connection pools and caches settle at that concurrency (bench/support/load.ts). */
const WARMUP_MS = 500;

interface Server {
  side: Side;
  pid: number;
  /** One screen load of a workload as this side's viewer; resolves with the size of its data as JSON. */
  load: (workload: Workload) => () => Promise<number>;
}

async function meshSchema(meshUrl: string) {
  const answer = expectOk(await send(`${meshUrl}/graphql`, { json: { query: getIntrospectionQuery() } }), 'GraphQL Mesh introspection');
  return buildClientSchema((JSON.parse(answer.body) as { data: IntrospectionQuery }).data);
}

/** One side's closed loop, with the CPU time its server process spent meanwhile. */
async function measure(server: Server, load: () => Promise<number>, concurrency: number): Promise<RoundFigures> {
  // The report says what failed, not only how often.
  let firstError: string | undefined;
  const iteration = async () => {
    try {
      await load();
    } catch (error) {
      firstError ??= error instanceof Error ? error.message.slice(0, 200) : String(error);
      throw error;
    }
  };
  // Unmeasured load first, at the same concurrency; the CPU time counted is that of the measured loads alone.
  await runLoad(iteration, { concurrency, durationMs: WARMUP_MS, maxIterations: 50_000, warmupIterations: 0 });
  firstError = undefined;
  const cpuBefore = cpuMsOf(server.pid);
  const result = await runLoad(iteration, { concurrency, durationMs: DURATION_MS, maxIterations: 50_000, warmupIterations: 0 });
  const cpuMs = cpuMsOf(server.pid) - cpuBefore;
  return {
    p50: result.latencyMs.p50,
    p95: result.latencyMs.p95,
    throughput: result.throughput,
    cpuMsPerLoad: result.iterations === 0 ? Number.NaN : round(cpuMs / result.iterations, 3),
    loads: result.iterations,
    errors: result.errors,
    ...(firstError === undefined ? {} : { firstError }),
  };
}

export async function compareWithMesh(apiUrl: string, queries: Operation[] = routeQueries()): Promise<MeshComparison> {
  const loadAverage = round(loadavg()[0] ?? 0);
  const dir = temporaryDir('mesh-bench-');
  try {
    const composition = await composeMeshSupergraph(apiUrl, dir);
    const mesh = await startHiveGateway(composition.supergraph);
    const portal = await startPortal({ utilityApiUrl: apiUrl });
    const portalNoCache = await startPortal({ utilityApiUrl: apiUrl, env: { SETTINGS_CACHE_TTL_SECONDS: '0', PROFILE_CACHE_TTL_MS: '0' } });
    const workloads = meshWorkloads(await meshSchema(mesh.url), queries);

    const cookies: Partial<Record<Viewer, string>> = {
      customer: await upstreamCookieFor(apiUrl, 'customer'),
      employee: await upstreamCookieFor(apiUrl, 'employee'),
    };
    const portalSide = async (side: Side, gateway: { url: string; pid: number }): Promise<Server> => {
      const tokens: Partial<Record<Viewer, string>> = { customer: await tokenFor(gateway.url, 'customer'), employee: await tokenFor(gateway.url, 'employee') };
      return { side, pid: gateway.pid, load: (w) => () => w.portal(gateway.url, tokens[w.viewer]) };
    };
    const servers: Server[] = [
      { side: 'mesh', pid: mesh.pid, load: (w) => () => w.mesh(mesh.url, cookies[w.viewer]) },
      await portalSide('portal', portal),
      await portalSide('portalNoCache', portalNoCache),
    ];
    // Every side answers every screen without an error before anything is timed.
    const bytes = new Map<string, Record<Side, number>>();
    for (const workload of workloads) {
      const sizes = { mesh: 0, portal: 0, portalNoCache: 0 };
      for (const server of servers) sizes[server.side] = await server.load(workload)();
      bytes.set(workload.name, sizes);
    }

    const rows: MeshRow[] = [];
    for (const workload of workloads) {
      for (const concurrency of CONCURRENCIES) {
        const rounds: Record<Side, RoundFigures[]> = { mesh: [], portal: [], portalNoCache: [] };
        for (let r = 0; r < ROUNDS; r += 1) {
          // Each round starts with another side, so none is always measured first or last.
          for (let i = 0; i < servers.length; i += 1) {
            const server = servers[(r + i) % servers.length] as Server;
            rounds[server.side].push(await measure(server, server.load(workload), concurrency));
          }
        }
        const row = meshRow(workload.name, concurrency, rounds);
        console.log(
          `  ${workload.name}, ${concurrency} users: p50 Mesh ${row.sides.mesh.p50} ms, portal ${row.sides.portal.p50} ms (${row.ratios.cached.p50}), caches off ${row.sides.portalNoCache.p50} ms (${row.ratios.uncached.p50})`,
        );
        rows.push(row);
      }
    }
    const peakRssMb = Object.fromEntries(servers.map((server) => [server.side, peakRssMbOf(server.pid)])) as Record<Side, number>;
    await Promise.all([mesh.stop(), portal.stop(), portalNoCache.stop()]);
    return {
      loadAverage,
      rounds: ROUNDS,
      durationMs: DURATION_MS,
      dropped: composition.dropped,
      dates: composition.dates,
      ...(composition.refusedBecause === undefined ? {} : { refusedBecause: composition.refusedBecause }),
      workloads: workloads.map(({ name, portalRequest, meshRequests }) => ({
        name,
        portalRequest,
        meshRequests,
        dataBytes: { portal: bytes.get(name)?.portal ?? 0, mesh: bytes.get(name)?.mesh ?? 0 },
      })),
      peakRssMb,
      rows,
    };
  } finally {
    removeDir(dir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const run = async () => {
    const api = await startPortal();
    try {
      const comparison = await compareWithMesh(api.apiUrl);
      writeResultsSection(MESH_SECTION, meshSection(comparison));
    } finally {
      await api.stop();
    }
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
