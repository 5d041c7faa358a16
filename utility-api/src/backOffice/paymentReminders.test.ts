import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { DEMO_CUSTOMER_EMAIL } from '../seed/demoUsers.ts';
import { createStore } from '../store/store.ts';
import { seededImage } from '../testing/seededDatabase.ts';
import { paymentReminders } from './paymentReminders.ts';

/** Runs the reminders over every account, batch after batch, as the back office does over its runs. */
function runAll(reminders: ReturnType<typeof paymentReminders>): void {
  let next = reminders.run(0);
  while (next !== 0) next = reminders.run(next);
}

describe('payment reminders of the back office', () => {
  it("reminds each account's newest open bill once, by e-mail to its customer, however often it runs", async () => {
    // The demo bills are dated back from the day the database was seeded, so today's run finds due or overdue ones.
    const db = openDatabase(await seededImage());
    const store = createStore(db);
    const maria = () => store.outbox.list(DEMO_CUSTOMER_EMAIL).filter((message) => message.body.includes('/notifications/unsubscribe/'));
    const before = maria().length;
    const reminders = paymentReminders(db, store);
    runAll(reminders);
    const sent = maria().slice(0, maria().length - before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((message) => message.channel === 'email')).toBe(true);
    // Each names one of her accounts and a day written DD/MM/YYYY (002 §9); one message per account and kind
    // (an account may have both a bill due this week and an older one overdue, depending on the day of the month).
    for (const message of sent) expect(message.body).toMatch(/1\d{7}.*\d{2}\/\d{2}\/\d{4}/s);
    expect(new Set(sent.map((message) => `${/1\d{7}/.exec(message.body)?.[0]} ${message.subject}`)).size).toBe(sent.length);

    runAll(reminders);
    expect(maria().length).toBe(before + sent.length);
    db.close();
  });
});
