import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountItem } from '../../store/accounts.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import { SUPPORT_ADDRESS } from './send.ts';

describe('/ContactUs/Send', () => {
  let app: FastifyInstance;
  let maria: string;
  beforeAll(async () => {
    app = await buildTestApi();
    maria = await signIn(app, 'maria@demo.test');
  });
  afterAll(() => app.close());
  const send = (body: object, cookie = maria) => post(app, '/ContactUs/Send', body, { cookie, 'accept-language': 'en' });

  it('records the message, e-mails the support address and answers a reference', async () => {
    const [account] = ((await post(app, '/Account/GetItems', {}, { cookie: maria })).body as { items: AccountItem[] }).items;
    const first = await send({ Subject: ' Leak ', Message: 'Water on the street', AccountId: account?.accountId });
    const second = await send({ Subject: 'Again', Message: 'Still leaking' });
    expect(first.body).toMatchObject({ status: 0, reference: 'CU-000001' });
    expect(second.body).toMatchObject({ status: 0, reference: 'CU-000002' });
    const outbox = await app.inject({ method: 'GET', url: `/__dev/outbox?recipient=${SUPPORT_ADDRESS}` });
    const [latest, earlier] = outbox.json() as Array<{ subject: string; body: string }>;
    expect(latest?.subject).toBe('Portal message CU-000002: Again');
    expect(earlier?.subject).toBe('Portal message CU-000001: Leak');
    expect(earlier?.body).toContain(`Account: ${account?.accountKey}`);
    expect(earlier?.body).toContain('Water on the street');
  });

  it('refuses empty and too long texts, other customers\' accounts and visitors', async () => {
    expect((await send({ Subject: 'x', Message: '   ' })).body).toEqual({ status: 1, text: 'Please enter a message' });
    expect((await send({ Subject: '', Message: 'x' })).body).toEqual({ status: 1, text: 'Please enter a subject' });
    expect((await send({ Subject: 'x', Message: 'y'.repeat(4001) })).body).toEqual({ status: 1, text: 'The text is too long' });
    expect((await send({ Subject: 'x', Message: 'y', AccountId: 999_999 })).body).toEqual({ status: 1, text: 'Account not found' });
    const visitor = await post(app, '/ContactUs/Send', { Subject: 'x', Message: 'y' });
    expect(visitor.statusCode).toBe(401);
  });
});
