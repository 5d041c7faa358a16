import { describe, expect, it, vi } from 'vitest';
import { backOfficeBench } from '../testing/backOfficeBench.ts';
import { TOKEN_RETENTION_DAYS } from './tokenPruning.ts';

const DAY_MS = 86_400_000;

describe('a back-office run does no work twice', () => {
  it('looks again only at accounts whose readings, half hours or payments changed since the last run', async () => {
    const bench = await backOfficeBench();
    // Detection reads each account's series once, the payment reminders build its ledger once.
    const detection = vi.spyOn(bench.store.consumptionAlerts, 'series');
    const ledger = vi.spyOn(bench.store.billing, 'ledger');
    bench.run();
    expect(detection.mock.calls.length).toBeGreaterThan(100);
    expect(ledger.mock.calls.length).toBeGreaterThan(100);

    detection.mockClear();
    ledger.mockClear();
    bench.run();
    expect(detection).not.toHaveBeenCalled();
    expect(ledger).not.toHaveBeenCalled();

    // A new reading of Maria's: detection of her account alone, no ledger.
    const [meter] = bench.store.readings.pageMeters(bench.maria, 1, 0);
    const latest = bench.store.readings.latestReading(meter!.meterId)!;
    bench.store.readings.insertReading({
      meterId: meter!.meterId, readAt: new Date(Date.parse(latest.readAt) + 3_600_000).toISOString(), reading: latest.reading + 1,
      previousReading: latest.reading, consumption: 1, clockedOver: false, comment: null, photo: null,
    });
    bench.run();
    expect(detection.mock.calls.map(([accountId]) => accountId)).toEqual([bench.maria]);
    expect(ledger).not.toHaveBeenCalled();

    // A payment on one of her bills (written on the bill's row): her ledger alone, no detection.
    detection.mockClear();
    const billId = bench.store.billing.ledger(bench.maria, '000000').bills.at(-1)!.billId;
    ledger.mockClear();
    bench.db.prepare("UPDATE bills SET paid_cents = amount_cents, paid_on = '2026-01-01', payment_method = 0 WHERE id = ?").run(billId);
    bench.run();
    expect(detection).not.toHaveBeenCalled();
    expect(ledger.mock.calls.map(([accountId]) => accountId)).toEqual([bench.maria]);

    ledger.mockClear();
    bench.run();
    expect(ledger).not.toHaveBeenCalled();

    // Half hours imported, then imported again with another quantity (the same row): detection each time.
    detection.mockClear();
    const halfHour = { meterId: meter!.meterId, day: '2026-01-01', period: 1, quantity: 0.5 };
    bench.store.halfHours.importRows([halfHour], new Date().toISOString());
    bench.run();
    bench.store.halfHours.importRows([{ ...halfHour, quantity: 0.7 }], new Date().toISOString());
    bench.run();
    bench.store.halfHours.importRows([{ ...halfHour, quantity: 0.7 }], new Date().toISOString());
    bench.run();
    expect(detection.mock.calls.map(([accountId]) => accountId)).toEqual([bench.maria, bench.maria]);
    expect(bench.errors).toEqual([]);
    bench.db.close();
  });

  it('prunes unsubscribe tokens older than the retention, a bounded number a run', async () => {
    const bench = await backOfficeBench();
    bench.run();
    const now = Date.now();
    const userId = bench.db.prepare<[], number>("SELECT id FROM users WHERE email = 'maria@demo.test'").pluck().get()!;
    const add = bench.db.prepare<[string, number, string]>("INSERT INTO notification_unsubscribe_tokens (token_hash, user_id, kind, created_at) VALUES (?, ?, 'ALERT', ?)");
    const old = new Date(now - (TOKEN_RETENTION_DAYS + 1) * DAY_MS).toISOString();
    const recent = new Date(now - (TOKEN_RETENTION_DAYS - 1) * DAY_MS).toISOString();
    for (let index = 0; index < 1200; index += 1) add.run(`old-${index}`, userId, old);
    add.run('recent', userId, recent);
    const count = (prefix: string) => bench.db.prepare<[string], number>('SELECT COUNT(*) FROM notification_unsubscribe_tokens WHERE token_hash LIKE ?').pluck().get(`${prefix}%`);
    bench.at(new Date(now));
    bench.run();
    expect(count('old-')).toBe(200);
    bench.run();
    expect(count('old-')).toBe(0);
    expect(count('recent')).toBe(1);
    bench.db.close();
  });
});
