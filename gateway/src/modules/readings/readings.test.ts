import ExcelJS from 'exceljs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyRowsSheet, sharedStringsBomb } from '../../../../utility-api/src/testing/craftedWorkbooks.ts';
import { peakHeapGrowth } from '../../../../utility-api/src/testing/peakHeap.ts';
import { MAX_DATA_ROWS } from '../../../../utility-api/src/routes/readings/workbook/limits.ts';
import { CSRF_HEADER } from '../../security/csrf.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let maria: TestBrowser;
let andreas: TestBrowser;
let server: Server;
/** The harness gateway over HTTP, for `/files/` downloads (they are not GraphQL). */
let gatewayUrl: string;
beforeAll(async () => {
  // Settings change during the tests: the gateway must not keep them.
  harness = await startHarness({ settingsCacheTtlSeconds: 0 });
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  andreas = await harness.signedIn(DEMO_LOGINS.mobile);
  server = createServer(harness.gateway.requestListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await harness.close();
});

const METERS = /* GraphQL */ `
  query Meters {
    viewer { user { selectedAccount { id meters(first: 5) { totalCount edges { node {
      id meterRef unit dials maxReading latestReading { id reading }
      readings(first: 2) { totalCount edges { node { id reason reading previousReading consumption clockedOver readAt } } }
    } } } } } }
  }
`;

interface MeterNode {
  id: string;
  meterRef: string;
  maxReading: number;
  latestReading: { id: string; reading: number };
  readings: { totalCount: number; edges: Array<{ node: { id: string; reading: number } }> };
}

async function metersOf(browser: TestBrowser): Promise<{ accountId: string; meters: MeterNode[] }> {
  const answer = await browser.graphql(METERS);
  expect(answer.body.errors).toBeUndefined();
  const account = (answer.body.data as { viewer: { user: { selectedAccount: { id: string; meters: { edges: Array<{ node: MeterNode }> } } } } }).viewer.user.selectedAccount;
  return { accountId: account.id, meters: account.meters.edges.map((edge) => edge.node) };
}

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitMeterReadingInput!) {
    submitMeterReading(input: $input) {
      reading { reason reading previousReading consumption clockedOver hasPhoto photoUrl }
      meter { latestReading { reading } }
      userErrors { field code message }
    }
  }
`;

/** A GraphQL multipart request through the gateway, with the browser's cookies. */
async function multipart(browser: TestBrowser, query: string, variables: Record<string, unknown>, files: Record<string, Blob>) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((path, index) => [String(index), [path]]))));
  Object.values(files).forEach((file, index) => form.append(String(index), file, `upload${index}`));
  const response = await harness.gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { [CSRF_HEADER]: '1', cookie: browser.cookieHeader() },
    body: form,
  });
  return (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
}

const NODE = /* GraphQL */ `query Node($id: ID!) { node(id: $id) { id ... on Meter { meterRef } ... on MeterReading { reading } } }`;

describe('Account.meters and node(id:)', () => {
  it('lists the meters with history, and hides another customer\'s meter and reading from node(id:)', async () => {
    harness.upstream.reset();
    const { meters } = await metersOf(maria);
    // The newest readings come with the meter list, not one `/Meter/GetItem` per meter.
    expect(harness.upstream.count('/Meter/GetItems')).toBe(1);
    expect(harness.upstream.count('/Meter/GetItem')).toBe(0);
    expect(meters).toHaveLength(2);
    const [main] = meters as [MeterNode];
    expect(main).toMatchObject({ unit: 'CUBIC_METRE', dials: 5, maxReading: 99_999 });
    // Thirteen by the meter reader, then Maria's own of the seeding day (utility-api seed/openPeriodReadings.ts).
    expect(main.readings.totalCount).toBe(14);
    expect(main.readings.edges[0]?.node.id).toBe(main.latestReading.id);

    const own = await maria.graphql(NODE, { id: main.id });
    expect(own.body.data).toEqual({ node: { id: main.id, meterRef: main.meterRef } });
    for (const id of [main.id, main.latestReading.id]) {
      expect((await andreas.graphql(NODE, { id })).body).toEqual({ data: { node: null } });
    }
  });

  it('answers two years of monthly consumption for the chart', async () => {
    const answer = await maria.graphql(/* GraphQL */ `{ viewer { user { selectedAccount { consumption { periodStart quantity unit coveredDays } } } } }`);
    const points = (answer.body.data as { viewer: { user: { selectedAccount: { consumption: Array<{ periodStart: string; quantity: number }> } } } })
      .viewer.user.selectedAccount.consumption;
    expect(points).toHaveLength(24);
    expect(points[0]?.periodStart).toMatch(/^\d{4}-\d{2}-01$/);
    expect(points.slice(0, 20).every((point) => point.quantity > 0)).toBe(true);
  });
});

describe('submitMeterReading', () => {
  it('refuses a reading below the previous one, naming it, and accepts it with clock-over', async () => {
    const { meters } = await metersOf(andreas);
    const meter = meters[0] as MeterNode;
    const previous = meter.latestReading.reading;
    const below = await andreas.graphql(SUBMIT, { input: { meterId: meter.id, reading: previous - 3 } });
    expect(below.body.data).toEqual({
      submitMeterReading: {
        reading: null,
        meter: null,
        userErrors: [{ field: 'reading', code: 'READING_BELOW_PREVIOUS', message: expect.stringContaining(`(${previous})`) }],
      },
    });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])]);
    const accepted = await multipart(andreas, SUBMIT, { input: { meterId: meter.id, reading: previous - 3, clockedOver: true, photo: null } }, { 'variables.input.photo': png });
    expect(accepted.data?.submitMeterReading).toEqual({
      reading: { reason: 'CUSTOMER', reading: previous - 3, previousReading: previous, consumption: 100_000 - 3, clockedOver: true, hasPhoto: true, photoUrl: expect.stringMatching(/^\/files\/reading-photo\/\d+$/) },
      meter: { latestReading: { reading: previous - 3 } },
      userErrors: [],
    });
    const photoUrl = (accepted.data?.submitMeterReading?.reading as { photoUrl: string }).photoUrl;
    const download = (browser: TestBrowser) =>
      fetch(`${gatewayUrl}${photoUrl}`, { headers: { cookie: browser.cookieHeader() } });
    const own = await download(andreas);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect((await download(maria)).status).toBe(404);
  });

  it('refuses a photo that is too big or not an image before any upstream call', async () => {
    const meter = (await metersOf(maria)).meters[0] as MeterNode;
    harness.upstream.reset();
    const big = new Blob([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(4_000_000)]);
    const tooBig = await multipart(maria, SUBMIT, { input: { meterId: meter.id, reading: 1, clockedOver: true, photo: null } }, { 'variables.input.photo': big });
    expect(tooBig.data?.submitMeterReading).toMatchObject({ userErrors: [{ field: 'photo', code: 'FILE_TOO_BIG' }] });
    const gif = new Blob(['GIF89a……'], { type: 'image/png' });
    const wrong = await multipart(maria, SUBMIT, { input: { meterId: meter.id, reading: 1, clockedOver: true, photo: null } }, { 'variables.input.photo': gif });
    expect(wrong.data?.submitMeterReading).toMatchObject({ userErrors: [{ field: 'photo', code: 'FILE_TYPE_NOT_ALLOWED' }] });
    expect(harness.upstream.count('/MeterReading/Submit') + harness.upstream.count('/Meter/GetItem')).toBe(0);
  });

  it('passes on the utility refusing customer readings', async () => {
    const meter = (await metersOf(maria)).meters[0] as MeterNode;
    await harness.dev('/__dev/settings', { values: { customerMeterReadings: false } });
    const answer = await maria.graphql(SUBMIT, { input: { meterId: meter.id, reading: meter.latestReading.reading + 1 } });
    await harness.dev('/__dev/reset-settings');
    expect(answer.body.data).toMatchObject({ submitMeterReading: { reading: null, userErrors: [{ code: 'NOT_ALLOWED' }] } });
  });
});

const IMPORT = /* GraphQL */ `
  mutation Import($input: ImportHalfHourConsumptionInput!) {
    importHalfHourConsumption(input: $input) {
      report { importedCount rejectedRowCount problems { row column code message } }
      account { halfHourTemplateUrl halfHourConsumptions(first: 10) { totalCount edges { node { id meterRef day period quantity unit } } } }
      userErrors { field code message }
    }
  }
`;

describe('importHalfHourConsumption', () => {
  it('imports the good rows of a sheet and reports the bad ones by row and column', async () => {
    await harness.dev('/__dev/settings', { values: { emmHalfHourConsumptions: true } });
    const { accountId, meters } = await metersOf(maria);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Consumption');
    sheet.addRow(['Meter reference', 'Date', 'Period', 'Estimated consumption']);
    sheet.addRow([meters[0]?.meterRef, '02/01/2025', 1, 1.5]);
    sheet.addRow([meters[0]?.meterRef, '02/01/2025', 60, 1.5]);
    sheet.addRow([meters[1]?.meterRef, '02/01/2025', 2, 0.25]);
    const file = new Blob([await workbook.xlsx.writeBuffer()]);
    const answer = await multipart(maria, IMPORT, { input: { accountId, file: null } }, { 'variables.input.file': file });
    await harness.dev('/__dev/reset-settings');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.importHalfHourConsumption).toMatchObject({
      report: { importedCount: 2, rejectedRowCount: 1, problems: [{ row: 3, column: 'PERIOD', code: 'PERIOD_INVALID', message: expect.stringContaining('48') }] },
      account: { halfHourTemplateUrl: expect.stringMatching(/^\/files\/half-hour-template\//), halfHourConsumptions: { totalCount: 2 } },
      userErrors: [],
    });

    const record = (answer.data?.importHalfHourConsumption?.account as { halfHourConsumptions: { edges: Array<{ node: { id: string; period: number } }> } })
      .halfHourConsumptions.edges[0]?.node;
    const HALF_HOUR_NODE = /* GraphQL */ `query HalfHourNode($id: ID!) { node(id: $id) { ... on HalfHourConsumption { period } } }`;
    expect((await maria.graphql(HALF_HOUR_NODE, { id: record?.id })).body.data).toEqual({ node: { period: record?.period } });
    expect((await andreas.graphql(HALF_HOUR_NODE, { id: record?.id })).body.data).toEqual({ node: null });
    const templateUrl = (answer.data?.importHalfHourConsumption?.account as { halfHourTemplateUrl: string }).halfHourTemplateUrl;
    await harness.dev('/__dev/settings', { values: { emmHalfHourConsumptions: true } });
    const template = await fetch(`${gatewayUrl}${templateUrl}`, { headers: { cookie: maria.cookieHeader() } });
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    expect((await fetch(`${gatewayUrl}${templateUrl}`, { headers: { cookie: andreas.cookieHeader() } })).status).toBe(404);
    await harness.dev('/__dev/reset-settings');

    const pdf = new Blob(['%PDF-1.7']);
    const refused = await multipart(maria, IMPORT, { input: { accountId, file: null } }, { 'variables.input.file': pdf });
    expect(refused.data?.importHalfHourConsumption).toMatchObject({ report: null, userErrors: [{ code: 'FILE_TYPE_NOT_ALLOWED' }] });
  });

  it('refuses a sheet past a filled template\'s bounds with SPREADSHEET_TOO_LARGE while other requests go on', async () => {
    await harness.dev('/__dev/settings', { values: { emmHalfHourConsumptions: true } });
    const { accountId, meters } = await metersOf(maria);
    const upload = (content: Buffer) => multipart(maria, IMPORT, { input: { accountId, file: null } }, { 'variables.input.file': new Blob([Uint8Array.from(content)]) });
    // The embedded utility API parses in this process: a stalled parse would stall the gateway too.
    const { result, growthBytes } = await peakHeapGrowth(() => Promise.all([upload(sharedStringsBomb(12_000_000, 1024)), metersOf(andreas)]));
    const [bomb, meanwhile] = result;
    expect(bomb.data?.importHalfHourConsumption).toMatchObject({ report: null, userErrors: [{ code: 'SPREADSHEET_TOO_LARGE', field: 'file', message: expect.any(String) }] });
    expect(meanwhile.meters.length).toBeGreaterThan(0);
    expect(growthBytes).toBeLessThan(128 * 1024 * 1024);
    const rows = await upload(manyRowsSheet(MAX_DATA_ROWS + 1, meters[0]?.meterRef));
    await harness.dev('/__dev/reset-settings');
    expect(rows.data?.importHalfHourConsumption).toMatchObject({ report: null, userErrors: [{ code: 'SPREADSHEET_TOO_LARGE', field: 'file', message: expect.stringMatching(/17[,. ]568/) }] });
  });
});
