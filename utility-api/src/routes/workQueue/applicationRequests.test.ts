import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from '../../seed/demoUsers.ts';
import type { ApplicationRequestStore } from '../../store/applicationRequests.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

type RequestItem = NonNullable<ReturnType<ApplicationRequestStore['find']>>;

let app: FastifyInstance;
let staff: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApi();
  staff = { cookie: await signIn(app, DEMO_EMPLOYEE_EMAIL) };
});
afterAll(() => app.close());

const requestOf = async (applicationId: number, headers: Record<string, string>) => post(app, '/Application/GetRequest', { ApplicationId: applicationId }, headers);

describe('/Application/GetRequest (what the customer asked for)', () => {
  it("answers staff a seeded application's account, address, description, day and fields", async () => {
    const maria = { cookie: await signIn(app, DEMO_CUSTOMER_EMAIL) };
    const [account] = ((await post(app, '/Account/GetItems', {}, maria)).body as { items: Array<{ accountId: number; accountKey: string; address: string; isSelected?: boolean }> }).items;
    const applications = (await post(app, '/Application/GetItems', {}, maria)).body as { items: Array<{ portalApplicationId: number; applicationType: number }> };
    const connection = applications.items.find((item) => item.applicationType === 1);
    if (connection === undefined || account === undefined) throw new Error('Maria has no new connection application');

    const answer = await requestOf(connection.portalApplicationId, staff);
    expect(answer.body.status).toBe(0);
    const item = answer.body['item'] as RequestItem;
    expect(item).toMatchObject({ accountKey: expect.any(String), address: expect.stringMatching(/\d{4} /), preferredDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(item.description).toMatch(/connect the property/);
    expect(item.fields).toContainEqual({ name: 'Use', value: 'Domestic' });
    expect(item.submittedOn < (item.preferredDate ?? '')).toBe(true);
  });

  it("records a visit request's account and the customer's words, and answers null for an application without one", async () => {
    const andreas = { cookie: await signIn(app, DEMO_CUSTOMER_MOBILE) };
    const accounts = (await post(app, '/Account/GetItems', {}, andreas)).body as { items: Array<{ accountId: number; accountKey: string; address: string }> };
    const account = accounts.items[0];
    if (account === undefined) throw new Error('Andreas has no account');
    const alerts = (await post(app, '/ConsumptionAlert/GetItems', { AccountId: account.accountId, Status: 'open' }, andreas)).body as { items: Array<{ alertId: number }> };
    const visit = (await post(app, '/ConsumptionAlert/RequestVisit', { Value: alerts.items[0]?.alertId }, andreas)).body as { item: { portalApplicationId: number } };
    const item = (await requestOf(visit.item.portalApplicationId, staff)).body['item'] as RequestItem;
    expect(item).toMatchObject({ accountId: account.accountId, accountKey: account.accountKey, address: account.address, preferredDate: null, fields: [] });
    expect(item.description.length).toBeGreaterThan(0);

    // A customer evaluation (type 21) keeps what the visitor sent in its own record.
    const queue = (await post(app, '/Application/GetItems', { Kind: 1, Type: 21 }, staff)).body as { items: Array<{ portalApplicationId: number }> };
    const evaluation = queue.items[0];
    if (evaluation === undefined) throw new Error('the demo data has no customer evaluation');
    expect((await requestOf(evaluation.portalApplicationId, staff)).body['item']).toBeNull();
  });

  it('refuses customers and employees without the queue', async () => {
    const maria = { cookie: await signIn(app, DEMO_CUSTOMER_EMAIL) };
    const field = { cookie: await signIn(app, DEMO_FIELD_WORKER_EMAIL) };
    expect((await requestOf(1, maria)).statusCode).toBe(403);
    expect((await requestOf(1, field)).statusCode).toBe(403);
    expect((await requestOf(999_999, staff)).body.status).toBe(1);
  });
});
