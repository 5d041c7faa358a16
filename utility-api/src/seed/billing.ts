import type { Db } from '../db/open.ts';
import { chargesOf, periodTerms } from '../billing/pricing.ts';
import { BILLING_GROUPS, PAYMENT_METHODS, addDays, billCalendar, billId, billingDay, monthNumber } from '../routes/billing/billRules.ts';
import type { TariffItem, TariffRates } from '../routes/billing/tariffRules.ts';
import { tariffStore } from '../store/tariffs.ts';
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
const ADJUSTMENT_KINDS = ['leakAllowance', 'meterCorrection'] as const;

/** Bills get their own random stream, so adding them left every other table's data for a seed unchanged. */
const BILLING_STREAM = 0x62696c6c;

/**
 * 'demo' is the demo customer's home account (the first account, seed/demoUsers.ts): whatever the day,
 * its financial screen shows the latest bill open and payable online (issued less than 15 days before the
 * seeding day, 002 §9), an overdue part (the previous bill partly paid), an older bill with a payment still
 * pending, and a history of paid bills.
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
  /** Days of the billed period and the tariff in force on its first day (seed/tariffs.ts). */
  days: number;
  tariff: TariffRates;
  /** `afterIssue[k]`: the day k days after the invoice date. */
  afterIssue: string[];
}

function monthDays(month: number, issueDay: number, tariffs: readonly TariffItem[]): MonthDays {
  const { issueDate, periodFrom, periodTo } = billCalendar(month, issueDay);
  const terms = periodTerms(tariffs, periodFrom, periodTo);
  if (!terms) throw new Error(`no tariff in force on ${periodFrom}: seed the tariffs first`);
  return { issueDate, ...terms, afterIssue: Array.from({ length: MAX_PAYMENT_DELAY + 1 }, (_, k) => addDays(issueDate, k)) };
}

interface Context {
  today: string;
  yesterday: string;
  pendingSince: string;
  /** Month number of the account's latest bill: the last one whose billing day is not after today. */
  last: number;
}

function demoRow(id: number, amount: number, consumption: number, method: number, month: number, days: MonthDays, context: Context): unknown[] {
  if (month === context.last) return [id, amount, consumption, 0, null, null, 0];
  if (month === context.last - 1) return [id, amount, consumption, Math.round(amount * 0.6), days.afterIssue[10], method, 0];
  if (month === context.last - 2) return [id, amount, consumption, amount, context.yesterday, method, 1];
  return [id, amount, consumption, amount, days.afterIssue[5], method, 0];
}

/**
 * The billing group whose billing day came last before `today` (BG12 on the 23rd of the previous month on
 * the 1st): the demo customer's home account is in it, so its latest bill is a few days old (at most 8).
 */
function recentlyBilledGroup(today: string): string {
  const dayOfMonth = Number(today.slice(8, 10));
  const group = dayOfMonth === 1 ? BILLING_GROUPS : Math.min(BILLING_GROUPS, Math.floor(dayOfMonth / 2));
  return `BG${String(group).padStart(2, '0')}`;
}

function billRow(random: Random, accountId: number, month: number, days: MonthDays, habit: Habit, base: number, context: Context): unknown[] {
  const consumption = monthlyConsumption(random, base, month);
  const amount = chargesOf(consumption, days).totalCents;
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
 * The last BILL_MONTHS monthly bills of every account, each issued on its billing group's day of the month
 * (routes/billing/billRules.ts billingDay), up to the latest such day not after `now`, with their payments,
 * and a few credit adjustments. Dates follow the seeding day so the demo always shows recent bills: the
 * demo customer's home account joins the group billed last before the seeding day, and about half of the
 * generated accounts (the groups billed in the last 15 days) have a bill that can still be paid online.
 * The data are the same for the same seed and day.
 */
export function insertBilling(db: Db, seed: number, now: Date): void {
  const random = createRandom(seed ^ BILLING_STREAM);
  const tariffs = tariffStore(db).all();
  const today = now.toISOString().slice(0, 10);
  const dayOfMonth = now.getUTCDate();
  const base = { today, yesterday: addDays(today, -1), pendingSince: addDays(today, -PENDING_DAYS) };
  // Per billing day: the latest bill's month and the calendar of the BILL_MONTHS bills up to it.
  const calendars = new Map<number, { context: Context; first: number; months: MonthDays[] }>();
  const calendar = (issueDay: number) => {
    let found = calendars.get(issueDay);
    if (!found) {
      const last = monthNumber(now) - (dayOfMonth >= issueDay ? 1 : 2);
      const first = last - BILL_MONTHS + 1;
      found = { context: { ...base, last }, first, months: Array.from({ length: BILL_MONTHS }, (_, index) => monthDays(first + index, issueDay, tariffs)) };
      calendars.set(issueDay, found);
    }
    return found;
  };
  const placeholders = Array.from({ length: BILL_MONTHS }, () => `(${Array(COLUMNS).fill('?').join(', ')})`).join(', ');
  const insertBills = db.prepare(
    `INSERT INTO bills (id, amount_cents, consumption, paid_cents, paid_on, payment_method, payment_pending) VALUES ${placeholders}`,
  );
  const insertAdjustment = db.prepare('INSERT INTO account_adjustments (account_id, posted_on, amount_cents, description) VALUES (?, ?, ?, ?)');
  const accounts = db
    .prepare<[], { id: number; billingGroup: string | null }>(
      'SELECT a.id, d.billing_group AS billingGroup FROM accounts a LEFT JOIN account_details d ON d.account_id = a.id ORDER BY a.id',
    )
    .all();
  const demoAccount = accounts[0];
  if (demoAccount) {
    demoAccount.billingGroup = recentlyBilledGroup(today);
    db.prepare('UPDATE account_details SET billing_group = ? WHERE account_id = ?').run(demoAccount.billingGroup, demoAccount.id);
  }
  for (const { id: accountId, billingGroup } of accounts) {
    const issueDay = billingDay(billingGroup);
    const { context, first, months } = calendar(issueDay);
    const draw = random.next();
    const habit: Habit = accountId === demoAccount?.id ? 'demo' : draw < PROMPT_PAYER ? 'prompt' : draw < PROMPT_PAYER + LATE_PAYER ? 'late' : 'arrears';
    const consumptionBase = random.int(6, 30);
    const values: unknown[] = [];
    months.forEach((days, index) => values.push(...billRow(random, accountId, first + index, days, habit, consumptionBase, context)));
    insertBills.run(values);
    if (random.chance(ADJUSTED_ACCOUNT)) {
      const postedOn = addDays(billCalendar(random.int(first, context.last), issueDay).issueDate, random.int(5, 25));
      const kind = random.pick(ADJUSTMENT_KINDS);
      insertAdjustment.run(accountId, postedOn > today ? today : postedOn, -random.int(500, 2500), kind);
    }
  }
}
