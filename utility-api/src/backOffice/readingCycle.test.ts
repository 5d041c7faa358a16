import { describe, expect, it } from 'vitest';
import { billedMeters } from '../billing/periodConsumption.ts';
import { addDays } from '../routes/billing/billRules.ts';
import { backOfficeBench } from '../testing/backOfficeBench.ts';
import { readingWindow } from './readingCycle.ts';

describe('the reading cycle of the back office', () => {
  it("asks for each of Maria's meters' readings once when the window of her period opens, not before, not twice", async () => {
    const bench = await backOfficeBench();
    const meters = billedMeters(bench.store, bench.maria);
    expect(meters).toHaveLength(2);
    const window = readingWindow(bench.store.billing.openPeriod(bench.maria)!);
    const asked = () => bench.mariaNotices('READING_DUE').filter((message) => meters.some((meter) => message.body.includes(meter.meterRef)));

    // Her latest bill is a few days old on the seeding day: her window is weeks away.
    bench.run();
    bench.at(`${addDays(window.from, -1)}T21:00:00Z`);
    bench.run();
    expect(asked()).toEqual([]);

    bench.at(`${window.from}T07:00:00Z`);
    bench.run();
    bench.at(`${window.to}T07:00:00Z`);
    bench.run();
    expect(asked().map((message) => meters.findIndex((meter) => message.body.includes(meter.meterRef))).sort()).toEqual([0, 1]);
    expect(bench.errors).toEqual([]);
    bench.db.close();
  });

  it('asks nothing for a meter already read in the window', async () => {
    const bench = await backOfficeBench();
    const [main, garden] = billedMeters(bench.store, bench.maria);
    const window = readingWindow(bench.store.billing.openPeriod(bench.maria)!);
    bench.run();
    const latest = bench.store.readings.latestReading(main!.meterId)!;
    bench.store.readings.insertReading({
      meterId: main!.meterId, readAt: `${window.from}T06:00:00.000Z`, reading: latest.reading + 3, previousReading: latest.reading,
      consumption: 3, clockedOver: false, comment: null, photo: null,
    });
    bench.at(`${window.from}T07:00:00Z`);
    bench.run();
    const asked = bench.mariaNotices('READING_DUE');
    expect(asked.filter((message) => message.body.includes(main!.meterRef))).toEqual([]);
    expect(asked.filter((message) => message.body.includes(garden!.meterRef))).toHaveLength(1);
    bench.db.close();
  });
});
