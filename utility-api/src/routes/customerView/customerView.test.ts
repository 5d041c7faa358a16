import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_VIEW_MINUTES } from '../../../../shared/customerView.ts';
import { fakeClock } from '../../testing/fakeClock.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

interface Entry {
  employeeName: string;
  reason: string;
  startedAt: string;
  expiresAt: string;
  endedAt: string | null;
}

describe('staff views of a customer portal', () => {
  const clock = fakeClock();
  let app: FastifyInstance;
  let staff: string;
  let field: string;
  let maria: string;
  let other: string;
  let mariaCustomerId: number;
  let mariaAccountId: number;
  beforeAll(async () => {
    app = await buildTestApi({ clock: clock.now });
    staff = await signIn(app, 'staff@demo.test');
    field = await signIn(app, 'field@demo.test');
    maria = await signIn(app, 'maria@demo.test');
    other = await signIn(app, '99123456');
    const accounts = (await post(app, '/Account/GetItems', {}, { cookie: maria })).body as { items: Array<{ accountId: number }> };
    mariaAccountId = accounts.items[0]?.accountId ?? 0;
    const byIds = (await post(app, '/Account/GetItemsByIds', { Ids: [mariaAccountId] }, { cookie: staff })).body as {
      items: Array<{ customerId: number }>;
    };
    mariaCustomerId = byIds.items[0]?.customerId ?? 0;
  });
  afterAll(() => app.close());

  const start = (cookie: string, reason = 'Customer on the phone asks about a bill') =>
    post(app, '/CustomerView/Start', { CustomerId: mariaCustomerId, Reason: reason }, { cookie });
  const viewCookie = async (): Promise<string> => {
    const answer = await start(staff);
    expect(answer.body.status).toBe(0);
    return `UTILITY_SESSION=${String(answer.body.viewSession)}`;
  };
  const audit = async (cookie: string) => (await post(app, '/CustomerView/GetAuditEntries', {}, { cookie })).body as { status: number; items: Entry[] };

  it('opens only for employees with the flag, and only with a reason', async () => {
    expect((await start(field)).statusCode).toBe(403);
    expect((await start(maria)).statusCode).toBe(403);
    expect((await start(staff, '   ')).statusCode).toBe(400);
  });

  it('reads as the customer, and refuses writes of every family', async () => {
    const view = await viewCookie();
    const accounts = (await post(app, '/Account/GetItems', {}, { cookie: view })).body as { status: number; items: unknown[] };
    expect(accounts.status).toBe(0);
    expect(accounts.items.length).toBeGreaterThan(0);
    const writes: Array<[string, object]> = [
      ['/Account/SelectAccount', { Value: mariaAccountId }],
      ['/account/ChangePassword', { CurrentPassword: 'Demo-2026!', NewPassword: 'Other-2026!x' }],
      ['/ContactUs/Send', { Subject: 'x', Message: 'y' }],
      ['/MeterReading/Submit', {}],
      ['/CustomerView/Start', { CustomerId: mariaCustomerId, Reason: 'again' }],
    ];
    for (const [url, body] of writes) {
      const answer = await post(app, url, body, { cookie: view });
      expect([url, answer.statusCode, answer.body.status]).toEqual([url, 403, 4]);
    }
  });

  it('opens the customer\'s unread messages without marking them read', async () => {
    const view = await viewCookie();
    const unread = (await post(app, '/ApplicationMessage/GetUnreadItems', {}, { cookie: view })).body as { total: number; items: Array<{ messageId: number }> };
    const first = unread.items[0];
    if (!first) throw new Error('maria has an unread message in the demo data');
    expect((await post(app, '/ApplicationMessage/GetItem', { Value: first.messageId }, { cookie: view })).body.status).toBe(0);
    expect((await post(app, '/ApplicationMessage/GetUnreadItemsCount', {}, { cookie: maria })).body.count).toBe(unread.total);
  });

  it('ends at expiry whatever its activity', async () => {
    const view = await viewCookie();
    clock.advanceSeconds(CUSTOMER_VIEW_MINUTES * 60 - 1);
    expect((await post(app, '/Account/GetItems', {}, { cookie: view })).statusCode).toBe(200);
    clock.advanceSeconds(1);
    expect((await post(app, '/Account/GetItems', {}, { cookie: view })).statusCode).toBe(401);
  });

  it('writes the audit for the customer alone, with the early end', async () => {
    const view = await viewCookie();
    expect((await post(app, '/CustomerView/End', {}, { cookie: view })).body.status).toBe(0);
    expect((await post(app, '/Account/GetItems', {}, { cookie: view })).statusCode).toBe(401);
    const entries = await audit(maria);
    expect(entries.status).toBe(0);
    expect(entries.items[0]).toMatchObject({ employeeName: 'Katerina Ioannou', reason: 'Customer on the phone asks about a bill' });
    expect(entries.items[0]?.endedAt).not.toBeNull();
    // The expired view of the previous test ran until its expiry.
    expect(entries.items.some((entry) => entry.endedAt === null)).toBe(true);
    expect((await audit(other)).items).toEqual([]);
    expect((await post(app, '/CustomerView/GetAuditEntries', {}, { cookie: staff })).statusCode).toBe(403);
  });
});
