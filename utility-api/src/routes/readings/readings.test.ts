import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeterItem, ReadingItem } from '../../store/readings.ts';
import { hugeEntrySheet, manyRowsSheet, sharedStringsBomb } from '../../testing/craftedWorkbooks.ts';
import { peakHeapGrowth } from '../../testing/peakHeap.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import { MAX_DATA_ROWS } from './workbook/limits.ts';

let app: FastifyInstance;
let maria: string;
let andreas: string;
let mariaAccount: number;
let andreasAccount: number;
beforeAll(async () => {
  app = await buildTestApi();
  maria = await signIn(app, 'maria@demo.test');
  andreas = await signIn(app, '99123456');
  const accountOf = async (cookie: string) =>
    ((await post(app, '/Account/GetItems', {}, { cookie })).body as { items: Array<{ accountId: number }> }).items[0]?.accountId ?? 0;
  mariaAccount = await accountOf(maria);
  andreasAccount = await accountOf(andreas);
});
afterAll(() => app.close());

async function meters(cookie: string, accountId: number) {
  return (await post(app, '/Meter/GetItems', { AccountId: accountId }, { cookie })).body as { status: number; total: number; items: MeterItem[] };
}

async function multipart(url: string, cookie: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return response.json() as Record<string, unknown> & { status: number; text: string };
}

const PNG = new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: 'image/png' });

describe('meters and readings', () => {
  it('lists the account\'s meters and their history, newest first, and refuses other customers', async () => {
    const list = await meters(maria, mariaAccount);
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ dials: 5, unit: 'm3', meterRef: expect.stringMatching(/^M\d{7}$/) });
    const history = (await post(app, '/MeterReading/GetItems', { MeterId: list.items[0]?.meterId }, { cookie: maria })).body as {
      total: number;
      items: ReadingItem[];
    };
    // Thirteen by the meter reader, then Maria's own of the seeding day (seed/openPeriodReadings.ts).
    expect(history.total).toBe(14);
    const [newest, older] = history.items;
    expect((newest?.readAt ?? '') > (older?.readAt ?? '')).toBe(true);
    expect(newest?.previousReading).toBe(older?.reading);
    // Maria's main meter started near 99,999: its history shows the rollover.
    expect(history.items.some((item) => item.clockedOver)).toBe(true);

    expect((await meters(andreas, mariaAccount)).status).toBe(1);
    expect((await post(app, '/MeterReading/GetItems', { MeterId: list.items[0]?.meterId }, { cookie: andreas })).body.status).toBe(1);
    expect((await post(app, '/MeterReading/GetItem', { Value: newest?.readingId }, { cookie: andreas })).body.status).toBe(1);
    expect((await post(app, '/MeterReading/GetItem', { Value: newest?.readingId }, { cookie: maria })).body).toMatchObject({ item: newest });
  });

  it('answers 24 months of consumption, spread over the months between readings', async () => {
    const answer = (await post(app, '/MeterReading/GetConsumption', { AccountId: mariaAccount }, { cookie: maria })).body as {
      items: Array<{ month: string; unit: string; quantity: number; days: number }>;
    };
    expect(answer.items).toHaveLength(24);
    expect(answer.items.every((item) => item.unit === 'm3')).toBe(true);
    expect(answer.items.slice(0, 22).every((item) => item.quantity > 0 && item.days > 20)).toBe(true);
    expect((await post(app, '/MeterReading/GetConsumption', { AccountId: andreasAccount }, { cookie: maria })).body.status).toBe(1);
  });
});

describe('/MeterReading/Submit', () => {
  it('refuses a reading below the previous one unless clocked over, then counts across the rollover', async () => {
    const meter = (await meters(andreas, andreasAccount)).items[0] as MeterItem;
    const latest = (await post(app, '/Meter/GetItem', { Value: meter.meterId }, { cookie: andreas })).body.latestReading as ReadingItem;
    const below = latest.reading - 5;
    const refused = await multipart('/MeterReading/Submit', andreas, { MeterId: String(meter.meterId), Reading: String(below) });
    expect(refused).toMatchObject({ status: 71 });
    expect(refused.text).toContain(String(latest.reading));

    const accepted = await multipart('/MeterReading/Submit', andreas, {
      MeterId: String(meter.meterId), Reading: String(below), ClockedOver: 'true', Comment: 'new dials', Photo: PNG,
    });
    expect(accepted.status).toBe(0);
    const readingId = (accepted.item as ReadingItem).readingId;
    const photo = await app.inject({ method: 'POST', url: '/MeterReading/GetPhoto', payload: { Value: readingId }, headers: { cookie: andreas } });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await post(app, '/MeterReading/GetPhoto', { Value: readingId }, { cookie: maria })).body.status).toBe(1);
    expect(accepted.item).toMatchObject({
      reason: 'customer', reading: below, previousReading: latest.reading, consumption: 100_000 - 5, clockedOver: true, hasPhoto: true, comment: 'new dials',
    });
  });

  it('refuses photos that are not JPG or PNG by content, other customers\' meters, and everything while the setting is off', async () => {
    const meter = (await meters(maria, mariaAccount)).items[0] as MeterItem;
    const fakePng = new Blob(['GIF89a not a png'], { type: 'image/png' });
    expect((await multipart('/MeterReading/Submit', maria, { MeterId: String(meter.meterId), Reading: '99999', Photo: fakePng })).status).toBe(73);
    expect((await multipart('/MeterReading/Submit', andreas, { MeterId: String(meter.meterId), Reading: '99999' })).status).toBe(1);
    await post(app, '/__dev/settings', { values: { customerMeterReadings: false } });
    expect((await multipart('/MeterReading/Submit', maria, { MeterId: String(meter.meterId), Reading: '99999' })).status).toBe(70);
    await post(app, '/__dev/reset-settings');
  });
});

describe('half-hour estimated consumption', () => {
  it('hands out the template and imports the good rows of a filled sheet, reporting the bad ones', async () => {
    expect((await post(app, '/HalfHourConsumption/GetItems', { AccountId: mariaAccount }, { cookie: maria })).body.status).toBe(75);
    await post(app, '/__dev/settings', { values: { emmHalfHourConsumptions: true } });
    const template = await app.inject({ method: 'POST', url: '/HalfHourConsumption/GetTemplate', payload: { AccountId: mariaAccount, Lang: 'en' }, headers: { cookie: maria } });
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const [data, instructions] = workbook.worksheets;
    expect(data?.getRow(1).values).toEqual([undefined, 'Meter reference', 'Date (DD/MM/YYYY)', 'Half-hour period (1-48)', 'Estimated consumption']);
    expect(instructions?.getCell('A5').value).toMatch(/^5\. /);

    const ref = (await meters(maria, mariaAccount)).items[0]?.meterRef ?? '';
    data?.addRow([ref, '01/03/2025', 1, 0.4]);
    data?.addRow([ref, '01/03/2025', 2, 0.35]);
    data?.addRow([ref, '31/02/2025', 49, -1]);
    data?.addRow(['M9999999', '01/03/2025', 3, 0.2]);
    const filled = new Blob([await workbook.xlsx.writeBuffer()]);
    const report = await multipart('/HalfHourConsumption/Import', maria, { AccountId: String(mariaAccount), File: filled });
    expect(report).toMatchObject({ status: 0, imported: 2, rejectedRows: 2 });
    expect((report.problems as Array<{ row: number; column: string; code: string }>).map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 4, column: 'date', code: 'DATE_INVALID' },
      { row: 4, column: 'period', code: 'PERIOD_INVALID' },
      { row: 4, column: 'quantity', code: 'QUANTITY_INVALID' },
      { row: 5, column: 'meterRef', code: 'METER_UNKNOWN' },
    ]);
    const items = (await post(app, '/HalfHourConsumption/GetItems', { AccountId: mariaAccount }, { cookie: maria })).body;
    expect(items).toMatchObject({ total: 2, items: [{ meterRef: ref, day: '2025-03-01', period: 1, quantity: 0.4 }, { period: 2 }] });
    const recordId = (items.items as Array<{ id: number }>)[0]?.id;
    expect((await post(app, '/HalfHourConsumption/GetItem', { Value: recordId }, { cookie: maria })).body).toMatchObject({ item: { period: 1 } });
    expect((await post(app, '/HalfHourConsumption/GetItem', { Value: recordId }, { cookie: andreas })).body.status).toBe(1);
    expect((await multipart('/HalfHourConsumption/Import', maria, { AccountId: String(mariaAccount), File: PNG })).status).toBe(73);
    await post(app, '/__dev/reset-settings');
  });
});

describe('/HalfHourConsumption/Import bounds', () => {
  const upload = (content: Buffer) =>
    multipart('/HalfHourConsumption/Import', maria, { AccountId: String(mariaAccount), File: new Blob([Uint8Array.from(content)]) });

  it('refuses with status 76 a zip bomb and a part unpacking past its bound while other calls are answered', async () => {
    await post(app, '/__dev/settings', { values: { emmHalfHourConsumptions: true } });
    // 12 million shared strings in 870 KB, the zip headers declaring 1 KB: only counting while unpacking stops it.
    const { result, growthBytes } = await peakHeapGrowth(() =>
      Promise.all([upload(sharedStringsBomb(12_000_000, 1024)), meters(maria, mariaAccount)]));
    const [bomb, meanwhile] = result;
    expect(bomb).toMatchObject({ status: 76, text: expect.any(String) });
    expect(meanwhile).toMatchObject({ status: 0, total: 2 });
    expect(growthBytes).toBeLessThan(128 * 1024 * 1024);
    expect(await upload(hugeEntrySheet(64 * 1024 * 1024, 1024))).toMatchObject({ status: 76, text: bomb.text });
    await post(app, '/__dev/reset-settings');
  });

  it('imports a full year of one meter\'s half-hours and refuses one row more, naming the bound', async () => {
    await post(app, '/__dev/settings', { values: { emmHalfHourConsumptions: true } });
    const ref = (await meters(maria, mariaAccount)).items[1]?.meterRef ?? '';
    const tooMany = await upload(manyRowsSheet(MAX_DATA_ROWS + 1, ref));
    expect(tooMany).toMatchObject({ status: 76, text: expect.stringMatching(/17[,. ]568/) });
    expect(await upload(manyRowsSheet(MAX_DATA_ROWS, ref))).toMatchObject({ status: 0, imported: MAX_DATA_ROWS, rejectedRows: 0, problems: [] });
    await post(app, '/__dev/reset-settings');
  });
});
