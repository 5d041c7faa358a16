import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import type { AccountItem } from '../../store/accounts.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

describe('/Account/GetItems and /Account/GetItem', () => {
  let app: FastifyInstance;
  let maria: string;
  beforeAll(async () => {
    app = await buildTestApi();
    maria = await signIn(app, 'maria@demo.test');
  });
  afterAll(() => app.close());

  const items = async (cookie: string, Options?: object) => {
    const answer = await post(app, '/Account/GetItems', Options ? { Options } : {}, { cookie });
    return answer.body as { status: number; total: number; items: AccountItem[] };
  };

  it('lists owned accounts first, then the represented one, with the selected one marked', async () => {
    const answer = await items(maria);
    expect(answer.status).toBe(0);
    expect(answer.total).toBe(3);
    expect(answer.items.map((item) => item.relation)).toEqual(['owner', 'owner', 'representative']);
    expect(answer.items.map((item) => item.isSelected)).toEqual([true, false, false]);
    expect(answer.items[2]?.holderName).toBe('Eleni Georgiou');
    for (const item of answer.items) {
      expect(item.accountKey).toMatch(/^\d{8}$/);
      expect(item.propertyReference).toMatch(/^0\d{5}$/);
      expect(item.address).toMatch(/^\d+ .+, \d{4} \w+$/);
    }
  });

  it('pages with Options (1-based Page)', async () => {
    const all = await items(maria);
    const first = await items(maria, { PageSize: 2, Page: 1 });
    const second = await items(maria, { PageSize: 2, Page: 2, Total: true });
    expect(first.items).toEqual(all.items.slice(0, 2));
    expect(second.items).toEqual(all.items.slice(2));
    expect(second.total).toBe(3);
    expect((await items(maria, { PageSize: 2, Page: 3 })).items).toEqual([]);
  });

  it('refuses page sizes above 100 with HTTP 400 status 2', async () => {
    const answer = await post(app, '/Account/GetItems', { Options: { PageSize: 101 } }, { cookie: maria });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(2);
  });

  it('returns one of the user\'s accounts', async () => {
    const [first] = (await items(maria)).items;
    const answer = await post(app, '/Account/GetItem', { Value: first?.accountId }, { cookie: maria });
    expect(answer.body).toEqual({ status: 0, text: '', item: first });
  });

  it('refuses another user\'s account with status 1 "Account not found"', async () => {
    const andreas = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const [his] = (await items(andreas)).items;
    expect(his).toBeDefined();
    const answer = await post(app, '/Account/GetItem', { Value: his?.accountId }, { cookie: maria, 'accept-language': 'en' });
    expect(answer.body).toEqual({ status: 1, text: 'Account not found' });
    const missing = await post(app, '/Account/GetItem', { Value: 99_999_999 }, { cookie: maria, 'accept-language': 'en' });
    expect(missing.body).toEqual({ status: 1, text: 'Account not found' });
  });

  it('lets employees read any account, unrelated', async () => {
    const staff = await signIn(app, DEMO_EMPLOYEE_EMAIL);
    const [mariasFirst] = (await items(maria)).items;
    const answer = await post(app, '/Account/GetItem', { Value: mariasFirst?.accountId }, { cookie: staff });
    expect(answer.body.status).toBe(0);
    expect(answer.body.item).toMatchObject({ accountKey: mariasFirst?.accountKey, relation: null, isSelected: false });
    expect((await items(staff)).total).toBe(0);
  });
});
