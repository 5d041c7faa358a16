import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisconnectionItem } from '../../store/disconnections.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let staff: string;
let maria: string;
let field: string;

const call = async (path: string, body: object, cookie = staff, language = 'en') => (await post(app, path, body, { cookie, 'accept-language': language })).body;
const list = async (body: object = {}) => (await call('/Disconnection/GetList', body)) as unknown as { status: number; total: number; items: DisconnectionItem[] };
const pending = async () => (await list({ Status: 'pending', UnderInvestigation: false })).items;

beforeAll(async () => {
  app = await buildTestApi();
  [staff, maria, field] = await Promise.all([signIn(app, 'staff@demo.test'), signIn(app, 'maria@demo.test'), signIn(app, 'field@demo.test')]);
});
afterAll(() => app.close());

describe('disconnection work list', () => {
  it('answers batches and orders built from the debt cases, with filters', async () => {
    const batches = (await call('/Disconnection/GetBatches', {})) as { status: number; items: Array<{ batchId: number; orders: number; billingGroup: string }>; billingGroups: string[] };
    expect(batches.status).toBe(0);
    expect(batches.items.length).toBeGreaterThan(0);
    const all = await list({ Options: { PageSize: 100 } });
    expect(all.total).toBe(batches.items.reduce((sum, batch) => sum + batch.orders, 0));
    const first = all.items[0];
    if (first === undefined) throw new Error('no order seeded');
    expect(first).toMatchObject({ batchNumber: expect.stringMatching(/^DC-\d{6}$/), caseNumber: expect.stringMatching(/^DM-\d{6}$/) });
    const byBatch = await list({ BatchId: first.batchId });
    expect(byBatch.items.every((item) => item.batchId === first.batchId)).toBe(true);
    const byText = await list({ Text: first.accountKey });
    expect(byText.items.map((item) => item.disconnectionId)).toContain(first.disconnectionId);
    expect((await list({ Text: 'no-such-thing-at-all' })).total).toBe(0);
    const byGroup = await list({ BillingGroup: first.billingGroup });
    expect(byGroup.items.every((item) => item.billingGroup === first.billingGroup)).toBe(true);
    const items = (await call('/Disconnection/GetItems', { Ids: [first.disconnectionId, 999_999] })) as { items: DisconnectionItem[] };
    expect(items.items).toEqual([first]);
  });

  it('pages the orders of the newest batches first, by order within a batch, and counts each filter exactly', async () => {
    const batches = (await call('/Disconnection/GetBatches', {})) as { items: Array<{ batchId: number; createdOn: string; orders: number }> };
    const newestFirst = [...batches.items].sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.batchId - a.batchId);
    const all = await list({ Options: { PageSize: 100 } });
    const rank = (batchId: number) => newestFirst.findIndex((batch) => batch.batchId === batchId);
    const expected = [...all.items].sort((a, b) => rank(a.batchId) - rank(b.batchId) || a.disconnectionId - b.disconnectionId);
    expect(all.items.map((item) => item.disconnectionId)).toEqual(expected.map((item) => item.disconnectionId));
    const pages = await Promise.all([1, 2, 3].map((page) => list({ Options: { PageSize: 2, Page: page } })));
    expect(pages.flatMap((page) => page.items.map((item) => item.disconnectionId))).toEqual(all.items.slice(0, 6).map((item) => item.disconnectionId));
    const book = all.items.find((item) => item.book !== null)?.book;
    if (book == null) throw new Error('no order with a book seeded');
    expect((await list({ Book: book })).total).toBe(all.items.filter((item) => item.book === book).length);
    expect((await list({ Status: 'pending', Sort: 'customer' })).total).toBe(all.items.filter((item) => item.status === 'pending').length);
  });

  it('is for employees with portalDisconnections only', async () => {
    for (const cookie of [maria, field]) {
      const answer = await post(app, '/Disconnection/GetList', {}, { cookie });
      expect([answer.statusCode, answer.body.status]).toEqual([403, 4]);
    }
    const visitor = await post(app, '/Disconnection/GetBatches', {});
    expect([visitor.statusCode, visitor.body.status]).toEqual([401, 3]);
  });
});

describe('recording a disconnection (002 §5)', () => {
  it('refuses a final reading lower than the last one without a clock-over, accepts it with one', async () => {
    const [order] = await pending();
    if (order === undefined) throw new Error('no pending order');
    const lower = Math.max(order.previousReading - 1, 0);
    const refused = await call('/Disconnection/Save', { DisconnectionId: order.disconnectionId, FinalReading: lower, ClockOver: false });
    expect(refused.status).toBe(1);
    expect(refused.text).toContain(String(order.previousReading));
    const greek = await call('/Disconnection/Save', { DisconnectionId: order.disconnectionId, FinalReading: lower }, staff, 'el');
    expect(greek.text).toMatch(/τελική ένδειξη/);
    const saved = (await call('/Disconnection/Save', { DisconnectionId: order.disconnectionId, FinalReading: 12, ClockOver: true, Comment: ' meter rolled ' })) as { status: number; item: DisconnectionItem };
    expect(saved.status).toBe(0);
    expect(saved.item).toMatchObject({ status: 'disconnected', finalReading: 12, clockOver: true, comment: 'meter rolled', finalReadingDate: new Date().toISOString().slice(0, 10) });
    const debtCase = (await call('/DebtCase/GetItems', { Ids: [order.debtCaseId] })) as { items: Array<{ stage: string; lastAction: string }> };
    expect(debtCase.items[0]).toMatchObject({ stage: 'disconnected', lastAction: 'disconnection' });
    const future = await call('/Disconnection/Save', { DisconnectionId: order.disconnectionId, FinalReading: 12, ClockOver: true, FinalReadingDate: '2999-01-01' });
    expect(future.status).toBe(1);

    const reconnected = (await call('/Disconnection/Reconnect', { DisconnectionId: order.disconnectionId })) as { status: number; item: DisconnectionItem };
    expect(reconnected.item).toMatchObject({ status: 'reconnected', reconnectedOn: expect.any(String) });
    expect((await call('/Disconnection/Save', { DisconnectionId: order.disconnectionId })).status).toBe(1);
    expect((await call('/Disconnection/Reconnect', { DisconnectionId: order.disconnectionId })).status).toBe(1);
  });

  it('stores 0 when saved without a final reading', async () => {
    const [order] = await pending();
    if (order === undefined) throw new Error('no pending order');
    const saved = (await call('/Disconnection/Save', { DisconnectionId: order.disconnectionId, FinalReading: null, ClockOver: true })) as { status: number; item: DisconnectionItem };
    expect(saved.item).toMatchObject({ status: 'disconnected', finalReading: 0, clockOver: false });
  });

  it('sets an order under investigation with a reason, and removes it', async () => {
    const [order] = await pending();
    if (order === undefined) throw new Error('no pending order');
    expect((await call('/Disconnection/SetInvestigation', { DisconnectionId: order.disconnectionId, On: true, Reason: '  ' })).status).toBe(1);
    const on = (await call('/Disconnection/SetInvestigation', { DisconnectionId: order.disconnectionId, On: true, Reason: 'Disputed bill' })) as { item: DisconnectionItem };
    expect(on.item).toMatchObject({ underInvestigation: true, investigationReason: 'Disputed bill' });
    expect((await list({ UnderInvestigation: true })).items.map((item) => item.disconnectionId)).toContain(order.disconnectionId);
    const off = (await call('/Disconnection/SetInvestigation', { DisconnectionId: order.disconnectionId, On: false })) as { item: DisconnectionItem };
    expect(off.item).toMatchObject({ underInvestigation: false, investigationReason: null });
    expect((await call('/Disconnection/SetInvestigation', { DisconnectionId: 999_999, On: false })).text).toBe('Disconnection not found');
  });
});
