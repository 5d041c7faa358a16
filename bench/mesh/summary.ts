// The comparison with GraphQL Mesh put together: interleaved rounds reduced to their medians, the portal's
// figures as ratios of Mesh's, and its section of bench/RESULTS.md. Pure, tested in bench/support/meshComparison.test.ts.
import { markedSection } from '../support/resultsSection.ts';
import { ratio, round } from '../support/stats.ts';

export type Side = 'mesh' | 'portal' | 'portalNoCache';

/** The markers of the section in bench/RESULTS.md (bench/support/resultsSection.ts). */
export const MESH_SECTION = 'mesh-bench';

/** One side's load at one concurrency in one round. */
export interface RoundFigures {
  p50: number;
  p95: number;
  /** Screen loads per second. */
  throughput: number;
  /** CPU time of the side's server process per screen load, ms. */
  cpuMsPerLoad: number;
  loads: number;
  errors: number;
  /** The first failed load's error, when one failed. */
  firstError?: string;
}

/** What one side measured at one concurrency, over every round. */
export interface SideFigures extends RoundFigures {
  rounds: number;
}

export interface PortalRatios {
  p50: number;
  p95: number;
  throughput: number;
  cpuPerLoad: number;
}

export interface MeshRow {
  workload: string;
  concurrency: number;
  sides: Record<Side, SideFigures>;
  /** Portal / Mesh with the portal's caches on (the product's settings) and off. */
  ratios: { cached: PortalRatios; uncached: PortalRatios };
}

export interface MeshComparison {
  loadAverage: number;
  rounds: number;
  durationMs: number;
  /** Parameters dropped from the bench's copy of utility-api/openapi.json; empty when Mesh loaded every parameter. */
  dropped: string[];
  refusedBecause?: string;
  /** `format: date` strings of the copy declared as plain strings (bench/mesh/openApiCopy.ts). */
  dates: number;
  /** What each side is sent, and the size of what it answers (`data` as JSON, bytes). */
  workloads: Array<{ name: string; portalRequest: string; meshRequests: string; dataBytes: { portal: number; mesh: number } }>;
  /** Peak resident memory of each side's server process over the whole step, MB. */
  peakRssMb: Record<Side, number>;
  rows: MeshRow[];
}

/** The median of the rounds' values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure the median of the rounds; loads and errors summed. */
export function combineRounds(rounds: readonly RoundFigures[]): SideFigures {
  const of = (pick: (figures: RoundFigures) => number) => round(median(rounds.map(pick)));
  const firstError = rounds.find((r) => r.firstError !== undefined)?.firstError;
  return {
    p50: of((r) => r.p50),
    p95: of((r) => r.p95),
    throughput: of((r) => r.throughput),
    cpuMsPerLoad: of((r) => r.cpuMsPerLoad),
    loads: rounds.reduce((sum, r) => sum + r.loads, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds: rounds.length,
    ...(firstError === undefined ? {} : { firstError }),
  };
}

export function portalRatios(portal: SideFigures, mesh: SideFigures): PortalRatios {
  return {
    p50: ratio(portal.p50, mesh.p50),
    p95: ratio(portal.p95, mesh.p95),
    throughput: ratio(portal.throughput, mesh.throughput),
    cpuPerLoad: ratio(portal.cpuMsPerLoad, mesh.cpuMsPerLoad),
  };
}

export function meshRow(workload: string, concurrency: number, rounds: Record<Side, readonly RoundFigures[]>): MeshRow {
  const sides = { mesh: combineRounds(rounds.mesh), portal: combineRounds(rounds.portal), portalNoCache: combineRounds(rounds.portalNoCache) };
  return { workload, concurrency, sides, ratios: { cached: portalRatios(sides.portal, sides.mesh), uncached: portalRatios(sides.portalNoCache, sides.mesh) } };
}

/** "Ahead of GraphQL Mesh": with its caches on, the portal's p50 and p95 below Mesh's at every concurrency, without errors. */
export function workloadAhead(rows: readonly MeshRow[], workload: string): boolean {
  const own = rows.filter((row) => row.workload === workload);
  return (
    own.length > 0 &&
    own.every((row) => row.ratios.cached.p50 < 1 && row.ratios.cached.p95 < 1 && row.sides.portal.errors === 0 && row.sides.mesh.errors === 0)
  );
}

const cells = (values: Array<string | number>) => `| ${values.join(' | ')} |`;
const side = (figures: SideFigures) => `${figures.p50} / ${figures.p95} / ${figures.throughput} / ${figures.cpuMsPerLoad}${figures.errors ? ` (${figures.errors} errors)` : ''}`;
const ratios = (r: PortalRatios) => `${r.p50} / ${r.p95} / ${r.throughput} / ${r.cpuPerLoad}`;

const SIDE_NAMES: Record<Side, string> = { mesh: 'Mesh', portal: 'portal', portalNoCache: 'portal, caches off' };

/** The first error of each side and row that had failed loads. */
function errorLines(rows: readonly MeshRow[]): string[] {
  const lines = rows.flatMap((row) =>
    (Object.keys(SIDE_NAMES) as Side[]).flatMap((key) => {
      const figures = row.sides[key];
      return figures.errors === 0 ? [] : [`- ${row.workload}, ${row.concurrency} users, ${SIDE_NAMES[key]}: ${figures.errors} failed, the first: ${figures.firstError ?? 'no message'}`];
    }),
  );
  return lines.length === 0 ? [] : ['Failed loads (not in the latency figures):', '', ...lines, ''];
}

export function meshSection(c: MeshComparison): string[] {
  const dates = `Mesh's \`Date\` scalar sends a date as a date-time, which the API refuses: the bench's copy of the document declares its ${c.dates} \`format: date\` strings as plain strings (bench/mesh/openApiCopy.ts).`;
  const parameters =
    c.dropped.length === 0
      ? 'Mesh loaded every parameter of the document.'
      : `Mesh refused the document (${c.refusedBecause ?? 'no reason given'}): the copy also leaves out ${c.dropped.map((d) => `\`${d}\``).join(', ')}, parameters printed from a JSON schema's keywords, which a valid OpenAPI 3 document does not have; once the document declares them validly, the copy keeps every parameter.`;
  return [
    '## Portal vs GraphQL Mesh (Hive Gateway), same utility API',
    '',
    `Hive Gateway serving a GraphQL Mesh supergraph composed from the utility API's OpenAPI document, beside the portal's gateway with its caches on (the product's settings) and off (\`SETTINGS_CACHE_TTL_SECONDS=0\`, \`PROFILE_CACHE_TTL_MS=0\`), each alone in its process, in front of the same reference API and data.`,
    `${dates} ${parameters}`,
    `Mesh selects every field of each upstream answer and forwards the viewer's upstream session cookie. Closed loop, ${c.rounds} interleaved rounds of ${c.durationMs / 1000} s per side and concurrency; each figure is the median of the rounds. Load average ${c.loadAverage} at the start.`,
    '',
    cells(['screen', 'portal sends', 'Mesh is sent', 'data as JSON, portal / Mesh']),
    cells(['---', '---', '---', '---']),
    ...c.workloads.map((w) => cells([w.name, w.portalRequest, w.meshRequests, `${w.dataBytes.portal} / ${w.dataBytes.mesh} bytes`])),
    '',
    'Per screen load: p50 ms / p95 ms / loads per second / CPU ms of the server process. Ratios are portal / Mesh: below 1 is ahead for latency and CPU, above 1 for throughput.',
    '',
    cells(['screen', 'users', 'Mesh', 'portal', 'portal, caches off', 'ratio p50 / p95 / throughput / CPU', 'ratio, caches off']),
    cells(['---', '---', '---', '---', '---', '---', '---']),
    ...c.rows.map((row) =>
      cells([row.workload, row.concurrency, side(row.sides.mesh), side(row.sides.portal), side(row.sides.portalNoCache), ratios(row.ratios.cached), ratios(row.ratios.uncached)]),
    ),
    '',
    ...errorLines(c.rows),
    `Peak resident memory of the whole step (MB): Mesh ${c.peakRssMb.mesh}, portal ${c.peakRssMb.portal} (ratio ${ratio(c.peakRssMb.portal, c.peakRssMb.mesh)}), portal with caches off ${c.peakRssMb.portalNoCache} (ratio ${ratio(c.peakRssMb.portalNoCache, c.peakRssMb.mesh)}).`,
  ];
}

/** The report's budget rows: one per screen. */
export function meshBudgetRows(c: MeshComparison): Array<[string, boolean]> {
  return c.workloads.map((w) => [
    `${w.name}: the portal (caches on) ahead of GraphQL Mesh at p50 and p95, ${[...new Set(c.rows.map((row) => row.concurrency))].join('/')} users`,
    workloadAhead(c.rows, w.name),
  ]);
}

/** The section between its markers, as the run's report holds it. */
export const meshReport = (comparison: MeshComparison) => markedSection(MESH_SECTION, meshSection(comparison));
