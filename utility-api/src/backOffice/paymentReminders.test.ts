import { describe, expect, it } from 'vitest';
import { typedDayOf } from '../../../shared/days.ts';
import { addDays } from '../routes/billing/billRules.ts';
import { backOfficeBench } from '../testing/backOfficeBench.ts';

describe('payment reminders of the back office', () => {
  it("reminds each account's newest open bill once, by e-mail to its customer, however often it runs", async () => {
    // The demo bills are dated back from the day the database was seeded, so today's run finds due or overdue ones.
    const bench = await backOfficeBench();
    bench.run();
    const sent = bench.mariaNotices();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((message) => message.channel === 'email')).toBe(true);
    // Each names one of her accounts and a day written DD/MM/YYYY (002 §9); one message per account and kind
    // (an account may have both a bill due this week and an older one overdue, depending on the day of the month).
    for (const message of sent) expect(message.body).toMatch(/1\d{7}.*\d{2}\/\d{2}\/\d{4}/s);
    expect(new Set(sent.map((message) => `${/1\d{7}/.exec(message.body)?.[0]} ${message.subject}`)).size).toBe(sent.length);

    bench.run();
    expect(bench.mariaNotices()).toHaveLength(sent.length);
    expect(bench.errors).toEqual([]);
    bench.db.close();
  });

  it('reminds a bill as overdue on the day after its due date, found on the agenda without new data', async () => {
    const bench = await backOfficeBench();
    bench.run();
    // Maria's latest bill is open and issued in the last days (seed/billing.ts): it falls overdue after its due date.
    const latest = bench.store.billing.ledger(bench.maria, '000000').bills.at(-1)!;
    const overdue = () => bench.mariaNotices('PAYMENT_OVERDUE').filter((message) => message.body.includes(typedDayOf(latest.dueDate)));
    bench.at(`${latest.dueDate}T12:00:00Z`);
    bench.run();
    expect(overdue()).toHaveLength(0);
    bench.at(`${addDays(latest.dueDate, 1)}T06:00:00Z`);
    bench.run();
    expect(overdue()).toHaveLength(1);
    bench.run();
    expect(overdue()).toHaveLength(1);
    bench.db.close();
  });
});
