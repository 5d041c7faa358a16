import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import type { EmailItem, EmailListItem } from '../../store/emails.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

const TWO_YEARS = { DateFrom: '2024-11-01', DateTo: '2026-11-30' };

describe('/Email/GetItems, /Email/GetItem and /Email/MarkRead', () => {
  let app: FastifyInstance;
  let maria: string;
  let andreas: string;
  beforeAll(async () => {
    app = await buildTestApi();
    [maria, andreas] = await Promise.all([signIn(app, DEMO_CUSTOMER_EMAIL), signIn(app, DEMO_CUSTOMER_MOBILE)]);
  });
  afterAll(() => app.close());

  const list = async (cookie: string, body: object) =>
    (await post(app, '/Email/GetItems', body, { cookie })).body as { status: number; total: number; items: EmailListItem[] };

  it('lists two years of the customer\'s e-mails, newest first, with a plain-text preview', async () => {
    const answer = await list(maria, { ...TWO_YEARS, Options: { PageSize: 100 } });
    expect(answer.status).toBe(0);
    expect(answer.total).toBeGreaterThanOrEqual(24);
    expect(answer.items).toHaveLength(answer.total);
    const sent = answer.items.map((item) => item.sentAt);
    expect(sent).toEqual([...sent].sort().reverse());
    expect(answer.items.some((item) => item.subject.startsWith('Your bill for'))).toBe(true);
    expect(answer.items[0]?.isRead).toBe(false);
    for (const item of answer.items) expect(item.preview.length).toBeLessThanOrEqual(121);
  });

  it('counts both days of the range whole and pages with Options', async () => {
    const all = await list(maria, { ...TWO_YEARS, Options: { PageSize: 100 } });
    const newest = all.items[0]?.sentAt.slice(0, 10) ?? '';
    const oneDay = await list(maria, { DateFrom: newest, DateTo: newest });
    expect(oneDay.items.map((item) => item.emailId)).toContain(all.items[0]?.emailId);
    const second = await list(maria, { ...TWO_YEARS, Options: { PageSize: 5, Page: 2 } });
    expect(second.items).toEqual(all.items.slice(5, 10));
  });

  it('refuses a range that ends before it starts, and dates that are not dates', async () => {
    const reversed = await post(app, '/Email/GetItems', { DateFrom: '2026-02-01', DateTo: '2026-01-01' }, { cookie: maria });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.status).toBe(2);
    const garbled = await post(app, '/Email/GetItems', { DateFrom: '31/01/2026', DateTo: '2026-02-01' }, { cookie: maria });
    expect(garbled.body.status).toBe(2);
  });

  it('shows an e-mail only to its customer and marks it read', async () => {
    const [first] = (await list(maria, TWO_YEARS)).items;
    if (first === undefined) throw new Error('maria has no e-mail');
    const mine = await post(app, '/Email/GetItem', { Value: first.emailId }, { cookie: maria });
    expect((mine.body.item as EmailItem).body).toContain('Dear customer');
    expect((await post(app, '/Email/GetItem', { Value: first.emailId }, { cookie: andreas })).body).toMatchObject({ status: 1 });
    expect((await post(app, '/Email/MarkRead', { Value: first.emailId }, { cookie: andreas })).body).toMatchObject({ status: 1 });

    expect((await post(app, '/Email/MarkRead', { Value: first.emailId }, { cookie: maria })).body).toEqual({ status: 0, text: '' });
    const after = await post(app, '/Email/GetItem', { Value: first.emailId }, { cookie: maria });
    expect((after.body.item as EmailItem).isRead).toBe(true);
  });

  it('has no e-mails for employees and needs a session', async () => {
    const staff = await signIn(app, DEMO_EMPLOYEE_EMAIL);
    expect(await list(staff, TWO_YEARS)).toMatchObject({ status: 0, total: 0, items: [] });
    expect((await post(app, '/Email/GetItems', TWO_YEARS)).statusCode).toBe(401);
  });
});
