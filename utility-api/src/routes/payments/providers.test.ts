import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, post } from '../../testing/testApi.ts';

const en = { 'accept-language': 'en' };
const RETURN_URL = 'http://portal.test/billPayment/return';

describe('two card providers, offered by the utility settings (000 §2 "card provider, another card provider")', () => {
  let app: FastifyInstance;
  let accountKey: string;
  const create = async (body: object) =>
    (await post(app, '/Payment/Create', { AccountNumber: accountKey, PaymentType: 2, Amount: 3, ReturnUrl: RETURN_URL, ...body }, en)).body;
  const page = async (redirectUrl: unknown) => {
    const url = new URL(String(redirectUrl));
    return (await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).body;
  };

  beforeAll(async () => {
    app = await buildTestApi();
    const maria = await post(app, '/Payment/ValidateAccount', { PaymentType: 1, AccountNumber: '10000012' }, en);
    accountKey = (maria.body.item as { accountNumber: string }).accountNumber;
  });
  afterAll(() => app.close());

  it('sends a payment to the provider asked for, each with its own page, and keeps it on the payment', async () => {
    const second = await create({ Provider: 2, IdempotencyKey: 'provider-two-01' });
    expect(second.status).toBe(0);
    expect(await page(second.redirectUrl)).toContain('<h1>Second sandbox card payment</h1>');
    expect((await post(app, '/Payment/GetStatus', { Value: second.paymentId })).body.item).toMatchObject({ provider: 2 });
    const first = await create({ IdempotencyKey: 'provider-one-01' });
    expect(await page(first.redirectUrl)).toContain('<h1>Sandbox card payment</h1>');
    // The same key for another provider is another payment's details.
    expect((await create({ Provider: 1, IdempotencyKey: 'provider-two-01' })).status).toBe(42);
  });

  it('refuses a provider the settings do not offer, and without a Provider uses the first they offer', async () => {
    await post(app, '/__dev/settings', { values: { cardPaymentProviders: [{ provider: 2, name: 'Only' }] } });
    try {
      expect(await create({ Provider: 1, IdempotencyKey: 'provider-off-01' })).toMatchObject({ status: 2, text: 'This card provider is not offered' });
      const unnamed = await create({ IdempotencyKey: 'provider-default' });
      expect((await post(app, '/Payment/GetStatus', { Value: unnamed.paymentId })).body.item).toMatchObject({ provider: 2 });
    } finally {
      await post(app, '/__dev/reset-settings', {});
    }
  });
});
