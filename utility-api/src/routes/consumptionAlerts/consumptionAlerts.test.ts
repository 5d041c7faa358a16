import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import type { ApplicationItem } from '../../store/applications.ts';
import type { ConsumptionAlertItem } from '../../store/consumptionAlerts.ts';
import type { MessageItem } from '../../store/messages.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import { HIGH_USAGE_FACTOR, LEAK_MIN_FLOW_M3 } from './detection.ts';

let app: FastifyInstance;
let maria: string;
let andreas: string;
let staff: string;
let home: number;
// The demo alerts are Andreas's (utility-api/src/seed/consumptionAlerts.ts); Maria is the other customer.
beforeAll(async () => {
  app = await buildTestApi();
  [maria, andreas, staff] = await Promise.all([signIn(app, DEMO_CUSTOMER_EMAIL), signIn(app, DEMO_CUSTOMER_MOBILE), signIn(app, DEMO_EMPLOYEE_EMAIL)]);
  home = ((await post(app, '/Account/GetItems', {}, { cookie: andreas })).body as { items: Array<{ accountId: number }> }).items[0]?.accountId ?? 0;
});
afterAll(() => app.close());

type Listed = { status: number; total: number; items: ConsumptionAlertItem[] };
type One = { status: number; text?: string; item: ConsumptionAlertItem };
const call = async (cookie: string, url: string, body: object, language = 'en') => (await post(app, url, body, { cookie, 'accept-language': language })).body;
const alerts = async (cookie: string, body: object = {}) => (await call(cookie, '/ConsumptionAlert/GetItems', { AccountId: home, ...body })) as Listed;

describe('consumption alerts of the demo data', () => {
  it('finds Andreas\'s night-flow leak and his meter\'s high usage, and nothing else on his account', async () => {
    const answer = await alerts(andreas);
    expect(answer.status).toBe(0);
    expect(answer.items.map((alert) => [alert.kind, alert.status]).sort()).toEqual([['highUsage', 'open'], ['leak', 'open']]);
    const leak = answer.items.find((alert) => alert.kind === 'leak');
    expect(leak?.evidence.threshold).toBe(LEAK_MIN_FLOW_M3);
    expect(leak?.evidence.points).toHaveLength(14);
    expect(leak?.evidence.points.filter((point) => point.value > LEAK_MIN_FLOW_M3)).toHaveLength(5);
    const high = answer.items.find((alert) => alert.kind === 'highUsage');
    const current = high?.evidence.points.at(-1)?.value ?? 0;
    expect(current).toBeGreaterThan(high?.evidence.threshold ?? Infinity);
    expect(high?.evidence.threshold).toBeGreaterThan(0);
    expect(current / (high?.evidence.threshold ?? 1)).toBeCloseTo(3 / HIGH_USAGE_FACTOR, 1);
  });

  it('records each alert once however often it is read', async () => {
    const first = await alerts(andreas);
    const again = await alerts(andreas);
    expect(again.items.map((alert) => alert.alertId)).toEqual(first.items.map((alert) => alert.alertId));
  });

  it('answers "not found" to other customers, and lets employees read but not act', async () => {
    expect(await alerts(maria)).toEqual({ status: 1, text: 'Account not found' });
    const [any] = (await alerts(andreas)).items;
    expect(await call(maria, '/ConsumptionAlert/GetItem', { Value: any?.alertId })).toEqual({ status: 1, text: 'Alert not found' });
    expect((await alerts(staff)).total).toBeGreaterThanOrEqual(2);
    expect(((await call(staff, '/ConsumptionAlert/GetItem', { Value: any?.alertId })) as One).item.alertId).toBe(any?.alertId);
    expect(await call(staff, '/ConsumptionAlert/Dismiss', { Value: any?.alertId })).toEqual({ status: 1, text: 'Alert not found' });
  });
});

describe('acting on an alert', () => {
  it('asks for a visit: a Leak repair application with the evidence in its first message, linked to the alert', async () => {
    const leak = (await alerts(andreas)).items.find((alert) => alert.kind === 'leak');
    const answer = (await call(andreas, '/ConsumptionAlert/RequestVisit', { Value: leak?.alertId }, 'el')) as One;
    expect(answer.item).toMatchObject({ status: 'visitRequested', applicationType: 11, portalApplicationId: expect.any(Number) });
    const applications = (await call(andreas, '/Application/GetItems', { Options: { PageSize: 50 } })) as { items: ApplicationItem[] };
    const created = applications.items.find((item) => item.portalApplicationId === answer.item.portalApplicationId);
    expect(created?.name).toBe(`Πιθανή διαρροή – μετρητής ${leak?.meterRef}`);
    const messages = (await call(andreas, '/ApplicationMessage/GetItems', { PortalApplicationId: created?.portalApplicationId })) as { items: MessageItem[] };
    expect(messages.items).toHaveLength(1);
    expect(messages.items[0]?.message).toContain(`${leak?.periodFrom} έως ${leak?.periodTo}`);
    expect(messages.items[0]?.message).toContain('0.012 m³');
    expect(await call(andreas, '/ConsumptionAlert/RequestVisit', { Value: leak?.alertId })).toEqual({ status: 77, text: 'This alert is no longer open' });
  });

  it('dismisses an alert for good: it leaves the open list and stays dismissed when detection runs again', async () => {
    const high = (await alerts(andreas, { Status: 'open' })).items.find((alert) => alert.kind === 'highUsage');
    expect(((await call(andreas, '/ConsumptionAlert/Dismiss', { Value: high?.alertId })) as One).item.status).toBe('dismissed');
    expect((await alerts(andreas, { Status: 'open' })).items).toEqual([]);
    expect((await alerts(andreas, { Status: 'dismissed' })).items.map((alert) => alert.alertId)).toEqual([high?.alertId]);
    expect(await call(andreas, '/ConsumptionAlert/Dismiss', { Value: high?.alertId }, 'ar')).toEqual({ status: 77, text: 'هذا التنبيه لم يعد مفتوحًا' });
  });
});
