import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountItem } from '../../store/accounts.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

describe('/Property/GetItem and /Property/GetItems', () => {
  let app: FastifyInstance;
  let maria: string;
  let andreas: string;
  beforeAll(async () => {
    app = await buildTestApi();
    maria = await signIn(app, 'maria@demo.test');
    andreas = await signIn(app, '99123456');
  });
  afterAll(() => app.close());
  const propertyIds = async (cookie: string) =>
    ((await post(app, '/Account/GetItems', {}, { cookie })).body as { items: AccountItem[] }).items.map((item) => item.propertyId);

  it('answers the readable properties among the ids, in the order asked, leaving out others\' and unknown ones', async () => {
    const mine = await propertyIds(maria);
    const [his] = await propertyIds(andreas);
    const asked = [mine[2], his, 999_999, mine[0]];
    const answer = (await post(app, '/Property/GetItems', { Ids: asked }, { cookie: maria })).body as {
      status: number;
      items: Array<{ propertyId: number; reference: string }>;
    };
    expect(answer.status).toBe(0);
    expect(answer.items.map((item) => item.propertyId)).toEqual([mine[2], mine[0]]);
    const one = (await post(app, '/Property/GetItem', { Value: mine[2] }, { cookie: maria })).body as { item: unknown };
    expect(answer.items[0]).toEqual(one.item);
    expect((await post(app, '/Property/GetItem', { Value: his }, { cookie: maria })).body).toMatchObject({ status: 1 });
  });

  it('needs a session and a bounded list', async () => {
    expect((await post(app, '/Property/GetItems', { Ids: [1] })).statusCode).toBe(401);
    const tooMany = await post(app, '/Property/GetItems', { Ids: Array.from({ length: 101 }, (_, index) => index) }, { cookie: maria });
    expect(tooMany.statusCode).toBe(400);
  });
});
