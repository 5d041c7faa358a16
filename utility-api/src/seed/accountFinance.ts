import type { Db } from '../db/open.ts';
import { BILL_ID_FACTOR, addDays, billCalendar, billingDay, splitBillId } from '../routes/billing/billRules.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Deposits, debt-management cases and payment agreements of accounts (migration 013), written after the
 * bills from a random stream of their own, so every other table keeps its data for a seed. Open debt cases
 * follow the bills: an account with two or more past-due bills left wholly unpaid (the accounts in arrears
 * of seed/billing.ts) has one, for what its past-due bills still owe. Some other accounts have an old,
 * closed case. Dates follow the seeding day, as bills do.
 */
const FINANCE_STREAM = 0x66696e61;

const DEPOSIT = 0.85;
const DEPOSIT_REFUNDED_ACTIVE = 0.06;
const CLOSED_CASE = 0.035;
const AGREEMENT_OPEN_CASE = 0.5;
const AGREEMENT_BROKEN = 0.2;
const AGREEMENT_CLOSED_CASE = 0.4;
const UNPAID_BILLS_FOR_A_CASE = 2;
const BANKS = ['Bank of Cyprus', 'Hellenic Bank', 'Eurobank Cyprus', 'Alpha Bank Cyprus'] as const;

interface AccountRow {
  id: number;
  openedOn: string | null;
  status: string | null;
  consumerType: string | null;
  billingGroup: string | null;
  bankName: string | null;
  iban: string | null;
}

interface Arrears {
  owedCents: number;
  unpaidBills: number;
  oldestUnpaidMonth: number;
}

interface Writers {
  random: Random;
  today: string;
  deposit: (values: unknown[]) => void;
  debtCase: (values: unknown[]) => number;
  agreement: (values: unknown[]) => void;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
const code = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

function digits(random: Random, count: number): string {
  let out = '';
  for (let index = 0; index < count; index++) out += String(random.int(0, 9));
  return out;
}

function deposit(w: Writers, account: AccountRow): void {
  const { random, today } = w;
  const business = account.consumerType === 'commercial' || account.consumerType === 'industrial';
  const kind = business && random.chance(0.5) ? 'bankGuarantee' : random.pick(['cash', 'cash', 'cheque', 'card'] as const);
  const cents = business ? random.int(6, 40) * 5000 : random.int(5, 20) * 1000;
  // The deposit is taken when the account opens.
  const receivedOn = earlier(account.openedOn ?? today, today);
  let status = 'held';
  if (account.status === 'closed') status = random.chance(0.7) ? 'refunded' : 'applied';
  else if (random.chance(DEPOSIT_REFUNDED_ACTIVE)) status = 'refunded';
  const settledOn = status === 'held' ? null : earlier(addDays(receivedOn, random.int(365, 3650)), today);
  w.deposit([account.id, receivedOn, kind, cents, status, settledOn]);
}

/** Instalments of a few tens of euros each: 2 to 12 months. */
function monthlyInstalments(random: Random, debtCents: number): number {
  return Math.min(12, Math.max(2, Math.round(debtCents / random.int(2500, 6000))));
}

function bankOf(random: Random, account: AccountRow): [string | null, string | null] {
  if (account.bankName !== null && account.iban !== null) return [account.bankName, account.iban];
  return random.chance(0.6) ? [random.pick(BANKS), `CY${digits(random, 26)}`] : [null, null];
}

function openCase(w: Writers, account: AccountRow, arrears: Arrears): void {
  const { random, today } = w;
  const openedOn = earlier(addDays(billCalendar(arrears.oldestUnpaidMonth, billingDay(account.billingGroup)).dueDate, random.int(10, 25)), today);
  const stage = arrears.unpaidBills >= 3 ? random.pick(['disconnectionWarning', 'disconnected', 'finalNotice'] as const) : random.pick(['reminder', 'finalNotice'] as const);
  const action = { reminder: 'reminderLetter', finalNotice: 'finalNoticeLetter', disconnectionWarning: 'disconnectionNotice', disconnected: 'disconnection', legal: 'legalReferral' }[stage];
  const actionOn = earlier(addDays(openedOn, random.int(0, 20)), today);
  if (!random.chance(AGREEMENT_OPEN_CASE)) {
    w.debtCase([account.id, openedOn, stage, 'open', arrears.owedCents, arrears.owedCents, action, actionOn, null]);
    return;
  }
  const instalments = monthlyInstalments(random, arrears.owedCents);
  const instalmentCents = Math.ceil(arrears.owedCents / instalments);
  // No instalment is posted yet: the past-due bills stay unpaid in the statement, and a missed first one breaks it.
  const broken = random.chance(AGREEMENT_BROKEN);
  const caseId = broken
    ? w.debtCase([account.id, openedOn, 'disconnectionWarning', 'open', arrears.owedCents, arrears.owedCents, 'agreementBroken', today, null])
    : w.debtCase([account.id, openedOn, stage, 'onHold', arrears.owedCents, arrears.owedCents, 'agreementSigned', actionOn, null]);
  const [bank, iban] = bankOf(random, account);
  w.agreement([account.id, caseId, actionOn, instalments, instalmentCents, 0, broken ? 'broken' : 'active', bank, iban]);
}

function closedCase(w: Writers, account: AccountRow): void {
  const { random, today } = w;
  const openedOn = later(addDays(today, -random.int(400, 1800)), account.openedOn ?? today);
  if (openedOn >= addDays(today, -60)) return;
  const closedOn = earlier(addDays(openedOn, random.int(20, 200)), addDays(today, -30));
  const debtCents = random.int(40, 600) * 100 + random.int(0, 99);
  const writtenOff = random.chance(0.05);
  const stage = random.pick(['reminder', 'finalNotice', 'disconnectionWarning'] as const);
  const caseId = w.debtCase([account.id, openedOn, stage, 'closed', debtCents, 0, writtenOff ? 'writtenOff' : 'paymentReceived', closedOn, closedOn]);
  if (writtenOff || !random.chance(AGREEMENT_CLOSED_CASE)) return;
  const instalments = monthlyInstalments(random, debtCents);
  const cancelled = random.chance(0.1);
  const [bank, iban] = bankOf(random, account);
  w.agreement([account.id, caseId, openedOn, instalments, Math.ceil(debtCents / instalments), cancelled ? random.int(0, instalments - 1) : instalments,
    cancelled ? 'cancelled' : 'completed', bank, iban]);
}

interface OpenBill {
  month: number;
  owedCents: number;
  whollyUnpaid: boolean;
}

/** Bills that still owe something, by account (a small share of all bills: most are paid). */
function openBillsByAccount(db: Db): Map<number, OpenBill[]> {
  const rows = db
    .prepare<[], { id: number; owedCents: number; whollyUnpaid: number }>(
      'SELECT id, amount_cents - paid_cents AS owedCents, paid_cents = 0 AS whollyUnpaid FROM bills WHERE paid_cents < amount_cents',
    )
    .all();
  const byAccount = new Map<number, OpenBill[]>();
  for (const { id, owedCents, whollyUnpaid } of rows) {
    const { accountId, month } = splitBillId(id);
    const bills = byAccount.get(accountId) ?? [];
    bills.push({ month, owedCents, whollyUnpaid: whollyUnpaid === 1 });
    byAccount.set(accountId, bills);
  }
  return byAccount;
}

/**
 * What an account's past-due bills (all but its latest, which may not be due yet) still owe, when at least
 * UNPAID_BILLS_FOR_A_CASE of them are wholly unpaid; undefined otherwise.
 */
function arrearsOf(bills: readonly OpenBill[], latestMonth: number): Arrears | undefined {
  const pastDue = bills.filter((bill) => bill.month < latestMonth);
  const unpaid = pastDue.filter((bill) => bill.whollyUnpaid);
  if (unpaid.length < UNPAID_BILLS_FOR_A_CASE) return undefined;
  return {
    owedCents: pastDue.reduce((sum, bill) => sum + bill.owedCents, 0),
    unpaidBills: unpaid.length,
    oldestUnpaidMonth: Math.min(...unpaid.map((bill) => bill.month)),
  };
}

export function insertAccountFinance(db: Db, seed: number, now: Date): void {
  const random = createRandom(seed ^ FINANCE_STREAM);
  const today = now.toISOString().slice(0, 10);
  const openBills = openBillsByAccount(db);
  // The latest bill's month of an account, read from its bills (each account has its own billing day).
  const latestBill = db.prepare<[number, number], number>('SELECT MAX(id) FROM bills WHERE id BETWEEN ? AND ?').pluck();
  const latestMonth = (accountId: number) => splitBillId(latestBill.get(accountId * BILL_ID_FACTOR, accountId * BILL_ID_FACTOR + BILL_ID_FACTOR - 1) ?? 0).month;
  const insertDeposit = db.prepare(`INSERT INTO deposits (id, account_id, received_on, kind, amount_cents, status, settled_on, reference)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertCase = db.prepare(`INSERT INTO debt_cases (id, case_number, account_id, opened_on, stage, status, debt_cents, balance_cents,
    last_action, last_action_on, closed_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAgreement = db.prepare(`INSERT INTO payment_agreements (id, reference, account_id, debt_case_id, start_date, instalments,
    instalment_cents, paid_instalments, status, bank_name, iban) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ids = { deposit: 0, debtCase: 0, agreement: 0 };
  const writers: Writers = {
    random,
    today,
    deposit: (values) => {
      const id = ++ids.deposit;
      insertDeposit.run(id, ...values, code('DP', id));
    },
    debtCase: (values) => {
      const id = ++ids.debtCase;
      insertCase.run(id, code('DM', id), ...values);
      return id;
    },
    agreement: (values) => {
      const id = ++ids.agreement;
      insertAgreement.run(id, code('PA', id), ...values);
    },
  };
  const accounts = db
    .prepare<[], AccountRow>(`SELECT a.id, d.opened_on AS openedOn, d.status, d.consumer_type AS consumerType, d.billing_group AS billingGroup, d.bank_name AS bankName, d.iban
      FROM accounts a LEFT JOIN account_details d ON d.account_id = a.id ORDER BY a.id`)
    .all();
  for (const account of accounts) {
    if (account.status === 'closed' || random.chance(DEPOSIT)) deposit(writers, account);
    const bills = openBills.get(account.id) ?? [];
    const owed = bills.filter((bill) => bill.whollyUnpaid).length >= UNPAID_BILLS_FOR_A_CASE ? arrearsOf(bills, latestMonth(account.id)) : undefined;
    if (owed !== undefined) openCase(writers, account, owed);
    else if (random.chance(CLOSED_CASE)) closedCase(writers, account);
  }
}
