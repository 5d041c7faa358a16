import { describe, expect, it } from 'vitest';
import { BILL_ID_FACTOR, billId, toAmount } from '../routes/billing/billRules.ts';
import { DEMO_CUSTOMER_EMAIL } from '../seed/demoUsers.ts';
import { backOfficeBench } from '../testing/backOfficeBench.ts';
import { buildTestApi, post, signIn } from '../testing/testApi.ts';
import { billedConsumption } from './periodConsumption.ts';
import { chargesOf, periodTerms } from './pricing.ts';

describe('the bill run of the back office', () => {
  it('issues nothing on the seeding day: the seed wrote every bill whose period ended', async () => {
    const bench = await backOfficeBench();
    const count = bench.db.prepare<[], number>('SELECT COUNT(*) FROM bills').pluck();
    const before = count.get();
    bench.run();
    bench.run();
    expect(count.get()).toBe(before);
    expect(bench.mariaNotices('BILL_ISSUED')).toEqual([]);
    bench.db.close();
  });

  it("issues Maria's bill once when her period has ended, priced by the tariff in force, and opens the next period", async () => {
    const bench = await backOfficeBench();
    bench.run();
    const open = bench.store.billing.openPeriod(bench.maria)!;
    const mariasBills = bench.db.prepare<[number, number], number>('SELECT COUNT(*) FROM bills WHERE id >= ? AND id < ?').pluck();
    const countMaria = () => mariasBills.get(bench.maria * BILL_ID_FACTOR, (bench.maria + 1) * BILL_ID_FACTOR);
    expect(countMaria()).toBe(24);

    // The last day of her period: still open.
    bench.at(`${open.periodTo}T23:00:00Z`);
    bench.run();
    expect(countMaria()).toBe(24);

    bench.at(`${open.issueDate}T00:30:00Z`);
    const consumption = billedConsumption(bench.store, bench.maria, open.periodFrom, open.periodTo);
    expect(consumption).toBeGreaterThan(0);
    const cents = chargesOf(consumption, periodTerms(bench.store.tariffs.all(), open.periodFrom, open.periodTo)!).totalCents;
    bench.run();
    bench.run();
    expect(countMaria()).toBe(25);
    // Her other accounts may share the billing day: the notice of the home account names it.
    const key = bench.db.prepare<[number], string>('SELECT account_key FROM accounts WHERE id = ?').pluck().get(bench.maria)!;
    const issued = bench.mariaNotices('BILL_ISSUED').filter((message) => message.body.includes(key));
    expect(issued).toHaveLength(1);
    expect(issued[0]?.body).toContain(`€${toAmount(cents).toFixed(2)}`);
    expect(bench.store.billing.openPeriod(bench.maria)).toMatchObject({ month: open.month + 1, periodFrom: open.issueDate });
    expect(bench.errors).toEqual([]);

    // The portal's screens read it as a seeded bill: listed first, charged by the same lines, as a PDF.
    const app = await buildTestApi({ dbFile: bench.db.serialize(), clock: bench.store.clock });
    try {
      const cookie = await signIn(app, DEMO_CUSTOMER_EMAIL);
      const list = (await post(app, '/Bill/GetItems', { AccountId: bench.maria, Options: { PageSize: 1 } }, { cookie })).body as { total: number; items: Array<{ billId: number; amount: number; issueDate: string; consumption: number }> };
      expect(list.total).toBe(25);
      expect(list.items[0]).toMatchObject({ billId: billId(bench.maria, open.month), amount: toAmount(cents), issueDate: open.issueDate, consumption });
      const charges = (await post(app, '/Bill/GetCharges', { Value: billId(bench.maria, open.month) }, { cookie })).body.item as { amount: number; standingCharge: number; consumptionCharge: number; vat: number };
      expect(Math.round((charges.standingCharge + charges.consumptionCharge + charges.vat) * 100)).toBe(cents);
      const pdf = await app.inject({ method: 'POST', url: '/Bill/Download', payload: { Value: billId(bench.maria, open.month) }, headers: { cookie } });
      expect(pdf.headers['content-type']).toBe('application/pdf');
    } finally {
      await app.close();
      bench.db.close();
    }
  });
});
