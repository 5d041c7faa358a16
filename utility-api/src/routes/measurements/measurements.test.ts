import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from '../../seed/demoUsers.ts';
import type { LogEntryItem, LogPointItem, SampleItem, SamplingPointItem } from '../../store/measurements.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let maria: string;
let staff: string;
let field: string;
beforeAll(async () => {
  app = await buildTestApi();
  [maria, staff, field] = await Promise.all([signIn(app, DEMO_CUSTOMER_EMAIL), signIn(app, DEMO_EMPLOYEE_EMAIL), signIn(app, DEMO_FIELD_WORKER_EMAIL)]);
});
afterAll(() => app.close());

const call = async <T>(cookie: string, url: string, body: object = {}, language = 'en') =>
  (await post(app, url, body, { cookie, 'accept-language': language })).body as T & { status: number; text: string };

describe('logs', () => {
  it('lists log points with their newest value, and refuses customers and the field worker', async () => {
    const points = await call<{ items: LogPointItem[] }>(staff, '/LogPoint/GetList');
    expect(points.items.length).toBeGreaterThan(10);
    expect(points.items.every((point) => point.latestEntry !== null && point.minimum <= point.maximum)).toBe(true);
    for (const cookie of [maria, field]) {
      const answer = await post(app, '/LogPoint/GetList', {}, { cookie });
      expect(answer.statusCode).toBe(403);
      expect(answer.body.status).toBe(4);
      expect((await post(app, '/LogEntry/Save', { LogPointId: 1, Value: 1 }, { cookie })).statusCode).toBe(403);
    }
  });

  it('refuses a value outside the range without Confirm, and stores it flagged with Confirm', async () => {
    const [point] = (await call<{ items: LogPointItem[] }>(staff, '/LogPoint/GetList', { Parameter: 'outletPressure' })).items;
    if (!point) throw new Error('a pressure point expected');
    const high = point.maximum + 1.04;
    const refused = await call(staff, '/LogEntry/Save', { LogPointId: point.logPointId, Value: high }, 'el');
    expect(refused.status).toBe(200);
    expect(refused.text).toContain(String(point.maximum));
    const before = await call<{ total: number }>(staff, '/LogEntry/GetList', { LogPointId: point.logPointId });
    const saved = await call<{ item: LogEntryItem }>(staff, '/LogEntry/Save', { LogPointId: point.logPointId, Value: high, Confirm: true, Comment: ' burst ' });
    expect(saved.status).toBe(0);
    expect(saved.item).toMatchObject({ value: Number(high.toFixed(point.decimals)), outOfRange: true, confirmed: true, comment: 'burst' });
    const history = await call<{ total: number; items: LogEntryItem[] }>(staff, '/LogEntry/GetList', { LogPointId: point.logPointId });
    expect(history.total).toBe(before.total + 1);
    expect(history.items[0]?.entryId).toBe(saved.item.entryId);
    const [again] = (await call<{ items: LogPointItem[] }>(staff, '/LogPoint/GetList', { Ids: [point.logPointId] })).items;
    expect(again?.latestEntry?.entryId).toBe(saved.item.entryId);
  });

  it('stores a value inside the range unflagged, and refuses a future time', async () => {
    const [point] = (await call<{ items: LogPointItem[] }>(staff, '/LogPoint/GetList', { Parameter: 'reservoirLevel' })).items;
    if (!point) throw new Error('a level point expected');
    const saved = await call<{ item: LogEntryItem }>(staff, '/LogEntry/Save', { LogPointId: point.logPointId, Value: point.minimum });
    expect(saved.item).toMatchObject({ outOfRange: false, confirmed: false });
    const future = await call(staff, '/LogEntry/Save', { LogPointId: point.logPointId, Value: point.minimum, TakenAt: '2999-01-01T00:00:00Z' });
    expect(future.status).toBe(201);
  });
});

describe('samples', () => {
  it('answers each sampling point with its element, as /Element/GetItems answers it', async () => {
    const { items } = await call<{ items: Array<SamplingPointItem & { element: unknown }> }>(staff, '/SamplingPoint/GetList');
    expect(items.length).toBeGreaterThan(3);
    const ids = [...new Set(items.map((point) => point.elementId))];
    const elements = (await call<{ items: Array<{ elementId: number }> }>(staff, '/Element/GetItems', { Ids: ids })).items;
    for (const point of items) expect(point.element).toEqual(elements.find((element) => element.elementId === point.elementId));
  });

  it('answers the first page of the points whose element code or name or own name holds the text, any case', async () => {
    const all = (await call<{ items: Array<SamplingPointItem & { element: { code: string } }> }>(staff, '/SamplingPoint/GetList')).items;
    const code = all[all.length - 1]!.element.code;
    const { items } = await call<{ items: Array<SamplingPointItem & { element: { code: string } }> }>(staff, '/SamplingPoint/GetList', { Text: code.toLowerCase(), Options: { PageSize: 1 } });
    expect(items).toHaveLength(1);
    expect(items[0]!.element.code).toBe(code);
    expect((await call<{ items: unknown[] }>(staff, '/SamplingPoint/GetList', { Text: 'no such point anywhere' })).items).toEqual([]);
  });

  it('creates a numbered sample, enters its results and lists it', async () => {
    const [samplingPoint] = (await call<{ items: SamplingPointItem[] }>(staff, '/SamplingPoint/GetList')).items;
    if (!samplingPoint) throw new Error('a sampling point expected');
    const created = await call<{ item: SampleItem }>(staff, '/Sample/Save', { SamplingPointId: samplingPoint.samplingPointId });
    expect(created.item).toMatchObject({ status: 'collected', appearance: null, overallResult: null });
    expect(created.item.sampleNumber).toMatch(/^S-\d{4}-\d{5}$/);
    const updated = await call<{ item: SampleItem }>(staff, '/Sample/Save', {
      SampleId: created.item.sampleId,
      SamplingPointId: samplingPoint.samplingPointId,
      Appearance: 'clear',
      Odour: 'none',
      Taste: 'acceptable',
      Colour: 'acceptable',
      OverallResult: 'pass',
      LabReference: 'LAB-1',
      Status: 'resultsEntered',
    });
    expect(updated.item).toMatchObject({ sampleNumber: created.item.sampleNumber, appearance: 'clear', overallResult: 'pass', status: 'resultsEntered' });
    const listed = await call<{ items: SampleItem[] }>(staff, '/Sample/GetList', { Text: created.item.sampleNumber });
    expect(listed.items.map((item) => item.sampleId)).toEqual([created.item.sampleId]);
    const failed = await call<{ total: number; items: SampleItem[] }>(staff, '/Sample/GetList', { OverallResult: 'fail', Options: { PageSize: 100 } });
    expect(failed.items.every((item) => item.overallResult === 'fail')).toBe(true);
    expect((await call(staff, '/Sample/Save', { SampleId: 999_999, SamplingPointId: samplingPoint.samplingPointId })).status).toBe(1);
  });

  it('is for employees with portalQuality only', async () => {
    for (const cookie of [maria, field]) expect((await post(app, '/Sample/GetList', {}, { cookie })).statusCode).toBe(403);
  });
});
