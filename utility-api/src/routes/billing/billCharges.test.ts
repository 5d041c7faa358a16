import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_MOBILE } from '../../seed/demoUsers.ts';
import type { BillItem } from '../../store/billing.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import { addDays } from './billRules.ts';
import { openPeriodDays } from './openPeriodDays.ts';
import { periodDays } from './tariffRules.ts';
import { organisationMidnight } from './today.ts';

const en = { 'accept-language': 'en' };

interface Charges {
  billId: number;
  days: number;
  consumption: number;
  tariff: { validFrom: string; fixedCents: number; unitCents: number; vatPercent: number };
  standingCharge: number;
  consumptionCharge: number;
  vat: number;
  amount: number;
}

interface OpenPeriod {
  periodFrom: string;
  periodTo: string;
  days: number;
  today: string;
  unit: string;
  tariff: { unitCents: number };
  daysSoFar: Array<{ day: string; quantity: number; measured: boolean }>;
}

describe('bill charges and the open period (README, Bill charges and the open period)', () => {
  let app: FastifyInstance;
  let maria: string;
  let andreas: string;
  let mariasAccount: number;
  let andreasAccount: number;
  beforeAll(async () => {
    app = await buildTestApi();
    maria = await signIn(app, 'maria@demo.test');
    andreas = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const items = async (cookie: string) => (await post(app, '/Account/GetItems', {}, { cookie })).body.items as Array<{ accountId: number }>;
    mariasAccount = (await items(maria))[0]?.accountId ?? 0;
    andreasAccount = (await items(andreas))[0]?.accountId ?? 0;
  });
  afterAll(() => app.close());

  const bills = async (cookie: string, AccountId: number) =>
    ((await post(app, '/Bill/GetItems', { AccountId, Options: { PageSize: 100 } }, { cookie })).body as { items: BillItem[] }).items;
  const charges = async (cookie: string, billId: number) => (await post(app, '/Bill/GetCharges', { Value: billId }, { cookie, ...en })).body;
  const openPeriod = async (cookie: string, AccountId: number) => (await post(app, '/Bill/GetOpenPeriod', { AccountId }, { cookie, ...en })).body;

  it('gives every bill its days, tariff and lines, which add up to its amount; the tariff changed within the year', async () => {
    const all = await bills(maria, mariasAccount);
    const answers = await Promise.all(all.map(async (bill) => ({ bill, charges: (await charges(maria, bill.billId)).item as Charges })));
    for (const { bill, charges: item } of answers) {
      expect(item).toMatchObject({ billId: bill.billId, consumption: bill.consumption, amount: bill.amount, days: periodDays(bill.periodFrom, bill.periodTo) });
      expect(Math.round((item.standingCharge + item.consumptionCharge + item.vat) * 100)).toBe(Math.round(bill.amount * 100));
      expect(item.tariff.validFrom <= bill.periodFrom).toBe(true);
    }
    const [latest, previous] = answers;
    const yearBefore = answers[12];
    expect(latest?.charges.tariff).toEqual(previous?.charges.tariff);
    expect(latest?.charges.tariff).toMatchObject({ fixedCents: 850, unitCents: 135, vatPercent: 5 });
    expect(yearBefore?.charges.tariff.unitCents).toBeLessThan(135);
  });

  it('refuses another customer\'s bill and account with status 1', async () => {
    const [his] = await bills(andreas, andreasAccount);
    expect(await charges(maria, his?.billId ?? 0)).toEqual({ status: 1, text: 'Bill not found' });
    expect(await openPeriod(maria, andreasAccount)).toEqual({ status: 1, text: 'Account not found' });
  });

  it('answers the open period after the latest bill with the days so far measured by Maria\'s readings of today', async () => {
    const [latest] = await bills(maria, mariasAccount);
    const { status, item } = (await openPeriod(maria, mariasAccount)) as { status: number; item: OpenPeriod };
    expect(status).toBe(0);
    expect(item.periodFrom).toBe(addDays(latest?.periodTo ?? '', 1));
    expect(item.days).toBe(periodDays(item.periodFrom, item.periodTo));
    expect(item.days).toBeGreaterThanOrEqual(28);
    expect(item.tariff.unitCents).toBe(135);
    expect(item.daysSoFar.map((day) => day.day)).toEqual(Array.from({ length: periodDays(item.periodFrom, addDays(item.today, -1)) }, (_, index) => addDays(item.periodFrom, index)));
    expect(item.daysSoFar.length).toBeGreaterThan(0);
    for (const day of item.daysSoFar) expect(day).toMatchObject({ measured: true, quantity: expect.any(Number) });
    expect(item.daysSoFar[0]?.quantity).toBeGreaterThan(0);
  });

  it('leaves the days without readings unmeasured (Andreas\'s meter was last read months ago)', async () => {
    const { item } = (await openPeriod(andreas, andreasAccount)) as { item: OpenPeriod };
    expect(item.daysSoFar.every((day) => !day.measured && day.quantity === 0)).toBe(true);
  });
});

describe('openPeriodDays', () => {
  const span = (meterId: number, previousAt: string, readAt: string, consumption: number) => ({ meterId, previousAt, readAt, consumption });

  it('shares a reading\'s consumption over the days since the previous one; a day is measured only when every meter read past it', () => {
    // Nicosia's midnights (UTC+2 in March): the days are the organisation's.
    const at = (day: string) => new Date(organisationMidnight(day)).toISOString();
    const spans = [span(1, at('2026-03-01'), at('2026-03-11'), 10), span(2, at('2026-03-01'), at('2026-03-03'), 4)];
    expect(openPeriodDays(spans, [1, 2], '2026-03-01', '2026-03-04')).toEqual([
      { day: '2026-03-01', quantity: 3, measured: true },
      { day: '2026-03-02', quantity: 3, measured: true },
      { day: '2026-03-03', quantity: 0, measured: false },
      { day: '2026-03-04', quantity: 0, measured: false },
    ]);
    expect(openPeriodDays([], [], '2026-03-01', '2026-03-01')).toEqual([{ day: '2026-03-01', quantity: 0, measured: false }]);
  });

  it('counts the organisation\'s days: a meter read at Nicosia\'s midnight (22:00 UTC in winter) has measured the day that ended', () => {
    expect(new Date(organisationMidnight('2026-11-28')).toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(new Date(organisationMidnight('2026-07-01')).toISOString()).toBe('2026-06-30T21:00:00.000Z');
    const readAt = new Date(organisationMidnight('2026-11-28')).toISOString();
    const [day] = openPeriodDays([span(1, new Date(organisationMidnight('2026-11-27')).toISOString(), readAt, 12)], [1], '2026-11-27', '2026-11-27');
    expect(day).toEqual({ day: '2026-11-27', quantity: 12, measured: true });
  });
});
