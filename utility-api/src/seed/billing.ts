import type { Db } from '../db/open.ts';
import { PAYMENT_METHODS, addDays, billCalendar, billId, billLines, monthNumber } from '../routes/billing/billRules.ts';
import { createRandom, type Random } from './random.ts';

/** 24 monthly bills per account (the brief's two years, 002 §9 "historical consumption of the past two years"). */
export const BILL_MONTHS = 24;
/** Bills of one account go in one multi-row INSERT: ~97,000 statements instead of ~2.3 million at large scale. */
const COLUMNS = 7;

/** Shares of paying habits, so statements show paid, late, partly paid and unpaid bills. */
const PROMPT_PAYER = 0.8;
const LATE_PAYER = 0.15;
const PARTLY_PAID = 0.25;
/** Accounts in arrears leave their last months unpaid. */
const ARREARS_MONTHS = 3;
const ADJUSTED_ACCOUNT = 0.05;
/** Payments this recent are still pending at the utility (002 §4 payment record statuses). */
const PENDING_DAYS = 2;
export const ADJUSTMENT_KINDS = ['leakAllowance', 'meterCorrection'] as const;

/** Bills get their own random stream, so adding them left every other table's data for a seed unchanged. */
const BILLING_STREAM = 0x62696c6c;

/**
 * 'demo' is the demo customer's home account (the first account, seed/demoUsers.ts): whatever the day,
 * its financial screen shows an overdue part (the previous bill partly paid), the latest bill open with
 * a pending payment, and a history of paid bills.
 */
type Habit = 'prompt' | 'late' | 'arrears' | 'demo';

function monthlyConsumption(random: Random, base: number, month: number): number {
  // Summer months (June to September) use more water.
  const season = 1 + 0.35 * Math.sin(((month % 12) - 3) * (Math.PI / 6));
  return Math.max(1, Math.round(base * season * (0.8 + 0.4 * random.next())));
}

/** Days after an invoice date a payment may come: precomputed, because Date arithmetic per bill is slow at large scale. */
const MAX_PAYMENT_DELAY = 45;

interface MonthDays {
  issueDate: string;
  /** `afterIssue[k]`: the day k days after the invoice date. */
  afterIssue: string[];
}

function monthDays(month: number): MonthDays {
  const { issueDate } = billCalendar(month);
  return { issueDate, afterIssue: Array.from({ length: MAX_PAYMENT_DELAY + 1 }, (_, k) => addDays(issueDate, k)) };
}

interface Context {
  today: string;
  yesterday: string;
  pendingSince: string;
  last: number;
}

function demoRow(id: number, amount: number, consumption: number, method: number, month: number, days: MonthDays, context: Context): unknown[] {
  if (month === context.last) {
    return [id, amount, consumption, amount, context.today > days.issueDate ? context.yesterday : days.issueDate, method, 1];
  }
  if (month === context.last - 1) return [id, amount, consumption, Math.round(amount * 0.6), days.afterIssue[10], method, 0];
  return [id, amount, consumption, amount, days.afterIssue[5], method, 0];
}

function billRow(random: Random, accountId: number, month: number, days: MonthDays, habit: Habit, base: number, context: Context): unknown[] {
  const consumption = monthlyConsumption(random, base, month);
  const amount = billLines(consumption).totalCents;
  const method = random.int(0, PAYMENT_METHODS.length - 1);
  const id = billId(accountId, month);
  if (habit === 'demo') return demoRow(id, amount, consumption, method, month, days, context);
  const unpaid = habit === 'arrears' && month > context.last - ARREARS_MONTHS;
  const paidOn = days.afterIssue[habit === 'prompt' ? random.int(2, 14) : random.int(10, MAX_PAYMENT_DELAY)] ?? days.issueDate;
  const partly = habit === 'late' && random.chance(PARTLY_PAID);
  if (unpaid || paidOn > context.today) return [id, amount, consumption, 0, null, null, 0];
  const paid = partly ? Math.round(amount * 0.6) : amount;
  return [id, amount, consumption, paid, paidOn, method, paidOn > context.pendingSince ? 1 : 0];
}

/**
 * The last BILL_MONTHS monthly bills of every account, up to the month before `now`, with their
 * payments, and a few credit adjustments. Dates follow the seeding month so the demo always shows
 * recent bills; the data are the same for the same seed and month.
 */
export function insertBilling(db: Db, seed: number, now: Date): void {
  const random = createRandom(seed ^ BILLING_STREAM);
  const today = now.toISOString().slice(0, 10);
  const last = monthNumber(now) - 1;
  const first = last - BILL_MONTHS + 1;
  const context: Context = { today, yesterday: addDays(today, -1), pendingSince: addDays(today, -PENDING_DAYS), last };
  const months = Array.from({ length: BILL_MONTHS }, (_, index) => monthDays(first + index));
  const placeholders = Array.from({ length: BILL_MONTHS }, () => `(${Array(COLUMNS).fill('?').join(', ')})`).join(', ');
  const insertBills = db.prepare(
    `INSERT INTO bills (id, amount_cents, consumption, paid_cents, paid_on, payment_method, payment_pending) VALUES ${placeholders}`,
  );
  const insertAdjustment = db.prepare('INSERT INTO account_adjustments (account_id, posted_on, amount_cents, description) VALUES (?, ?, ?, ?)');
  const accountIds = db.prepare<[], number>('SELECT id FROM accounts ORDER BY id').pluck().all();
  for (const accountId of accountIds) {
    const draw = random.next();
    const habit: Habit = accountId === accountIds[0] ? 'demo' : draw < PROMPT_PAYER ? 'prompt' : draw < PROMPT_PAYER + LATE_PAYER ? 'late' : 'arrears';
    const base = random.int(6, 30);
    const values: unknown[] = [];
    months.forEach((days, index) => values.push(...billRow(random, accountId, first + index, days, habit, base, context)));
    insertBills.run(values);
    if (random.chance(ADJUSTED_ACCOUNT)) {
      const postedOn = addDays(billCalendar(random.int(first, last)).issueDate, random.int(5, 25));
      const kind = random.pick(ADJUSTMENT_KINDS);
      insertAdjustment.run(accountId, postedOn > today ? today : postedOn, -random.int(500, 2500), kind);
    }
  }
}
