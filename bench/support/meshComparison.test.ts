// `npm run test:bench`: the pure parts of the comparison with GraphQL Mesh (bench/mesh/), without running it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildSchema } from 'graphql';
import { datesAsStrings, repairedForMesh } from '../mesh/openApiCopy.ts';
import { literal, rootField } from '../mesh/selection.ts';
import { combineRounds, type MeshComparison, meshRow, meshSection, type RoundFigures, workloadAhead } from '../mesh/summary.ts';
import { type BenchResults, writeReport } from '../report.ts';
import { cpuMsOfStat, memoryMbOfStatus } from './processStats.ts';

const figures = (p50: number, p95: number, throughput: number, cpuMsPerLoad: number, errors = 0): RoundFigures => ({
  p50,
  p95,
  throughput,
  cpuMsPerLoad,
  loads: 100,
  errors,
});

describe('repairedForMesh', () => {
  const wms = {
    get: {
      operationId: 'gisWms',
      parameters: [
        { schema: 'object', in: 'query', name: 'type' },
        { schema: { type: 'string' }, in: 'query', name: 'additionalProperties' },
      ],
    },
  };
  const search = { get: { parameters: [{ schema: { type: 'string' }, in: 'query', name: 'q' }, { schema: 'string', in: 'query', name: 'page' }] } };

  it('drops the parameters printed from a schema\'s keywords or without a schema object, and nothing else', () => {
    const document = { openapi: '3.0.3', paths: { '/Gis/Wms': wms, '/Search': search, '/Utility/GetSettings': { post: { operationId: 'x' } } } };
    const { document: copy, dropped } = repairedForMesh(document) as { document: typeof document; dropped: string[] };
    assert.deepEqual(dropped, ['GET /Gis/Wms type', 'GET /Gis/Wms additionalProperties', 'GET /Search page']);
    assert.equal('parameters' in copy.paths['/Gis/Wms'].get, false);
    assert.deepEqual(copy.paths['/Search'].get.parameters, [{ schema: { type: 'string' }, in: 'query', name: 'q' }]);
    assert.deepEqual(copy.paths['/Utility/GetSettings'], { post: { operationId: 'x' } });
    // The document itself is left as it was.
    assert.equal(document.paths['/Gis/Wms'].get.parameters.length, 2);
  });

  it('drops nothing from a document whose parameters are valid', () => {
    const valid = { openapi: '3.0.3', paths: { '/Search': { get: { parameters: [{ schema: { type: 'string' }, in: 'query', name: 'q' }] } } } };
    assert.deepEqual(repairedForMesh(valid), { document: valid, dropped: [] });
  });
});

describe('datesAsStrings', () => {
  it('declares `format: date` strings as plain strings wherever they are, and leaves other formats and the document alone', () => {
    const document = {
      paths: { '/Statement/GetTransactions': { post: { requestBody: { content: { 'application/json': { schema: { properties: { DateFrom: { type: 'string', format: 'date' }, At: { type: 'string', format: 'date-time' } } } } } } } } },
      components: { schemas: { Range: { type: 'object', properties: { to: { type: 'string', format: 'date' }, format: { type: 'string' } } } } },
    };
    const { document: copy, dates } = datesAsStrings(document) as { document: typeof document; dates: number };
    assert.equal(dates, 2);
    const body = copy.paths['/Statement/GetTransactions'].post.requestBody.content['application/json'].schema.properties;
    assert.deepEqual(body, { DateFrom: { type: 'string' }, At: { type: 'string', format: 'date-time' } });
    assert.deepEqual(copy.components.schemas.Range.properties, { to: { type: 'string' }, format: { type: 'string' } });
    assert.equal(document.components.schemas.Range.properties.to.format, 'date');
  });
});

describe('Mesh operations', () => {
  const schema = buildSchema(`
    type Query { accountGetItem(input: Input): accountGetItem_response  utilityGetSettings: Settings }
    input Input { Value: Int Options: Page }
    input Page { PageSize: Int }
    union accountGetItem_response = accountGetItem_200_response | accountGetItem_401_response
    type accountGetItem_200_response { status: Int text: String item: Account }
    type accountGetItem_401_response { message: String }
    type Account { accountId: Int balance: Money tags: [String] }
    type Money { amount: String }
    type Settings { status: Int value: String }
  `);

  it('selects every field of each member of the answer\'s union, with the call\'s body as its input', () => {
    const text = rootField(schema, 'accountGetItem', { Value: 1, Options: { PageSize: 10 } });
    assert.equal(
      text,
      'accountGetItem(input: {Value: 1, Options: {PageSize: 10}}) { __typename ... on accountGetItem_200_response { status text item { accountId balance { amount } tags } } ... on accountGetItem_401_response { message } }',
    );
    assert.equal(rootField(schema, 'utilityGetSettings'), 'utilityGetSettings { status value }');
    assert.throws(() => rootField(schema, 'billGetItems'), /no Query\.billGetItems/);
    assert.throws(() => rootField(schema, 'utilityGetSettings', {}), /takes no input/);
  });

  it('writes JSON values as GraphQL literals', () => {
    assert.equal(literal({ Lang: 'en', TextIds: [1, 2], Name: 'O"Brien', Flag: true, None: null }), '{Lang: "en", TextIds: [1, 2], Name: "O\\"Brien", Flag: true, None: null}');
  });
});

describe('portal / Mesh figures', () => {
  it('takes the median of the rounds and sums loads and errors', () => {
    const combined = combineRounds([figures(3, 9, 100, 2), { ...figures(1, 5, 300, 1, 2), firstError: 'HTTP 503' }, figures(2, 7, 200, 4)]);
    assert.deepEqual(combined, { p50: 2, p95: 7, throughput: 200, cpuMsPerLoad: 2, loads: 300, errors: 2, rounds: 3, firstError: 'HTTP 503' });
    assert.equal(combineRounds([figures(1, 2, 10, 1), figures(3, 4, 30, 2)]).p50, 2);
  });

  it('gives the portal\'s figures, caches on and off, as ratios of Mesh\'s', () => {
    const row = meshRow('login page', 10, { mesh: [figures(4, 10, 100, 2)], portal: [figures(1, 2.5, 400, 0.5)], portalNoCache: [figures(2, 5, 200, 1)] });
    assert.deepEqual(row.ratios.cached, { p50: 0.25, p95: 0.25, throughput: 4, cpuPerLoad: 0.25 });
    assert.deepEqual(row.ratios.uncached, { p50: 0.5, p95: 0.5, throughput: 2, cpuPerLoad: 0.5 });
  });

  it('counts the portal ahead on a screen only when p50 and p95 are below Mesh\'s at every concurrency, without errors', () => {
    const ahead = meshRow('login', 1, { mesh: [figures(4, 10, 100, 2)], portal: [figures(1, 2, 400, 1)], portalNoCache: [figures(5, 12, 80, 3)] });
    const behindAtP95 = meshRow('login', 50, { mesh: [figures(4, 10, 100, 2)], portal: [figures(1, 11, 400, 1)], portalNoCache: [figures(1, 2, 80, 3)] });
    const withErrors = meshRow('login', 50, { mesh: [figures(4, 10, 100, 2)], portal: [figures(1, 2, 400, 1, 1)], portalNoCache: [figures(1, 2, 80, 3)] });
    assert.equal(workloadAhead([ahead], 'login'), true);
    assert.equal(workloadAhead([ahead, behindAtP95], 'login'), false);
    assert.equal(workloadAhead([ahead, withErrors], 'login'), false);
    assert.equal(workloadAhead([ahead], 'another screen'), false);
  });
});

const comparison = (dropped: string[]): MeshComparison => ({
  loadAverage: 1.5,
  rounds: 3,
  durationMs: 2000,
  dropped,
  dates: 12,
  ...(dropped.length ? { refusedBecause: "Cannot create property 'name' on string 'object'" } : {}),
  workloads: [{ name: 'login page (visitor)', portalRequest: 'LoginScreenQuery', meshRequests: '1 request', dataBytes: { portal: 3800, mesh: 9100 } }],
  peakRssMb: { mesh: 200, portal: 100, portalNoCache: 110 },
  rows: [
    meshRow('login page (visitor)', 1, { mesh: [figures(4, 10, 100, 2)], portal: [figures(1, 2, 400, 1)], portalNoCache: [figures(2, 5, 200, 1.5)] }),
    meshRow('login page (visitor)', 10, {
      mesh: [figures(4, 10, 100, 2)],
      portal: [figures(1, 2, 400, 1)],
      portalNoCache: [figures(2, 5, 200, 1.5, 0), { ...figures(2, 5, 200, 1.5, 3), firstError: 'GraphQL errors: UPSTREAM_UNAVAILABLE' }],
    }),
  ],
});

describe('the Mesh section of the report', () => {
  it('has a row per screen and concurrency, the memory ratios, and says whether the document was composed as is', () => {
    const lines = meshSection(comparison(['GET /Gis/Wms type']));
    assert.ok(lines.includes('| login page (visitor) | 1 | 4 / 10 / 100 / 2 | 1 / 2 / 400 / 1 | 2 / 5 / 200 / 1.5 | 0.25 / 0.2 / 4 / 0.5 | 0.5 / 0.5 / 2 / 0.75 |'));
    assert.ok(lines.some((line) => line.startsWith('| login page (visitor) | 10 |') && line.includes('(3 errors)')));
    assert.ok(lines.includes('| login page (visitor) | LoginScreenQuery | 1 request | 3800 / 9100 bytes |'));
    assert.ok(lines.includes('- login page (visitor), 10 users, portal, caches off: 3 failed, the first: GraphQL errors: UPSTREAM_UNAVAILABLE'));
    assert.match(lines.join('\n'), /Mesh refused the document \(Cannot create property 'name' on string 'object'\): the copy also leaves out `GET \/Gis\/Wms type`/);
    assert.match(lines.join('\n'), /declares its 12 `format: date` strings as plain strings/);
    assert.match(lines.join('\n'), /Mesh 200, portal 100 \(ratio 0\.5\), portal with caches off 110 \(ratio 0\.55\)/);
    assert.match(meshSection(comparison([])).join('\n'), /Mesh loaded every parameter of the document\./);
    assert.equal(meshSection({ ...comparison([]), rows: comparison([]).rows.slice(0, 1) }).some((line) => line.startsWith('Failed loads')), false);
  });

  it('is written between its markers by the run\'s report, with a budget row per screen', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-mesh-report-test-'));
    process.env.BENCH_RESULTS_DIR = dir;
    try {
      const results: BenchResults = {
        machine: { cores: 2, cpu: 'test', node: 'v22', loadAverage: 1 },
        seconds: 60,
        steps: [{ id: 'mesh', title: '9. portal vs GraphQL Mesh (Hive Gateway) on the same utility API', status: 'measured', seconds: 60 }],
        mesh: comparison([]),
      };
      writeReport(results);
      const markdown = readFileSync(join(dir, 'RESULTS.md'), 'utf8');
      assert.match(markdown, /<!-- mesh-bench:start -->\n## Portal vs GraphQL Mesh[\s\S]*<!-- mesh-bench:end -->/);
      assert.match(markdown, /\| login page \(visitor\): the portal \(caches on\) ahead of GraphQL Mesh at p50 and p95, 1\/10 users \| pass \|/);
      assert.deepEqual(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')).mesh.workloads[0].dataBytes, { portal: 3800, mesh: 9100 });
    } finally {
      delete process.env.BENCH_RESULTS_DIR;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('process figures from /proc', () => {
  it('reads user and system CPU time after a command name holding spaces and parentheses', () => {
    const stat = '4242 (node (hive) x) S 1 4242 4242 0 -1 4194304 5000 0 0 0 250 50 0 0 20 0 11 0 123 1000 2000';
    assert.equal(cpuMsOfStat(stat), 3000);
  });

  it('reads the peak and current resident memory in MB', () => {
    const status = 'Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n';
    assert.equal(memoryMbOfStatus(status, 'VmHWM'), 200);
    assert.equal(memoryMbOfStatus(status, 'VmRSS'), 100);
    assert.throws(() => memoryMbOfStatus('Name:\tnode\n', 'VmHWM'), /no VmHWM/);
  });
});
