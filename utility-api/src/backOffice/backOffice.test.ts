import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CUSTOMER_MOBILE } from '../seed/demoUsers.ts';
import { buildTestApi, post, signIn } from '../testing/testApi.ts';
import { messagesTo } from '../testing/outbox.ts';

/** Andreas (the demo customer by mobile) has a night-flow leak and a high-usage period (seed/consumptionAlerts.ts). */
const alertNotices = async (app: FastifyInstance) =>
  (await messagesTo(app, DEMO_CUSTOMER_MOBILE)).filter((message) => /στον μετρητή M\d+/.test(message.body));

describe('the back office (consumption alerts reach customers unasked)', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('finds the alerts at start and sends each once, by the channel the customer chose, in their language', async () => {
    app = await buildTestApi({ backOffice: true });
    await app.ready();
    // The first run follows the start (runSoon); Andreas has only a mobile number, so his default channel is SMS;
    // his stored language is the default, Greek.
    await vi.waitFor(async () => expect(await alertNotices(app!)).toHaveLength(2), { timeout: 30_000, interval: 50 });
    const sent = await alertNotices(app);
    expect(sent.map((message) => message.channel)).toEqual(['sms', 'sms']);
    expect(sent.map((message) => message.body).join('\n')).toMatch(/Πιθανή διαρροή στον μετρητή M\d+/);
    expect(sent.every((message) => message.body.includes('/notifications/unsubscribe/'))).toBe(true);

    // Reading the alerts again finds nothing new: nothing more is sent.
    const andreas = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const accountId = ((await post(app, '/Account/GetItems', {}, { cookie: andreas })).body as { items: Array<{ accountId: number }> }).items[0]?.accountId;
    expect((await post(app, '/ConsumptionAlert/GetItems', { AccountId: accountId }, { cookie: andreas })).body.status).toBe(0);
    expect(await alertNotices(app)).toHaveLength(2);
  });

  it('without the back office, the first reading of the alerts finds and sends them', async () => {
    app = await buildTestApi();
    await app.ready();
    expect(await alertNotices(app)).toEqual([]);
    const andreas = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const accountId = ((await post(app, '/Account/GetItems', {}, { cookie: andreas })).body as { items: Array<{ accountId: number }> }).items[0]?.accountId;
    await post(app, '/ConsumptionAlert/GetItems', { AccountId: accountId }, { cookie: andreas });
    expect(await alertNotices(app)).toHaveLength(2);
  });
});
