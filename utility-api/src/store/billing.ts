import type { Db } from '../db/open.ts';
import { accountChargeStore, type AccountCharge } from './accountCharges.ts';
import {
  BILL_ID_FACTOR,
  PAYMENT_METHODS,
  TARIFF,
  billCalendar,
  billingDay,
  invoiceNumber,
  splitBillId,
  toAmount,
  type BillCalendar,
  type PaymentMethod,
} from '../routes/billing/billRules.ts';

type BillStatus = 'unpaid' | 'paid' | 'partlyPaid';
type PaymentStatus = 'Completed' | 'Pending';

/** A bill as `/Bill/GetItems` and `/Bill/GetItem` answer it (README, Billing). */
export interface BillItem {
  billId: number;
  accountId: number;
  invoiceNumber: string;
  issueDate: string;
  periodFrom: string;
  periodTo: string;
  dueDate: string;
  amount: number;
  paidAmount: number;
  consumption: number;
  unit: string;
  status: BillStatus;
}

/** A payment record of `002 §4` (Completed / Pending). */
export interface PaymentItem {
  paymentId: number;
  /** Null for a fee or other sale (store/accountCharges.ts). */
  billId: number | null;
  chargeId: number | null;
  /** Invoice number of the bill it pays, or the reference of the fee or sale. */
  invoiceNumber: string;
  /** What a fee or sale was; null for a bill. */
  description: string | null;
  date: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  status: PaymentStatus;
}

interface AdjustmentRow {
  id: number;
  postedOn: string;
  amountCents: number;
  description: string;
}

interface BillRow {
  id: number;
  amount_cents: number;
  consumption: number;
  paid_cents: number;
  paid_on: string | null;
  payment_method: number | null;
  payment_pending: number;
}

/** An account's bills with their payments, oldest first, its adjustments and its paid fees and sales: all a statement needs. */
export interface AccountLedger {
  bills: Array<BillItem & { payment: PaymentItem | null }>;
  adjustments: AdjustmentRow[];
  /** Fees and other sales paid online; open ones are not posted (README, Payments). */
  paidCharges: AccountCharge[];
}

export interface BillingStore {
  /** The account's bills and adjustments; `propertyReference` prints in the invoice numbers. */
  ledger(accountId: number, propertyReference: string): AccountLedger;
  /** The row of one bill, or undefined; `accountId` says whose it is. */
  findBill(billId: number): { accountId: number } | undefined;
  /**
   * The period after the account's latest bill, billed next: its month number and calendar on the account's
   * billing day (billRules.ts billCalendar); undefined for an account without bills.
   */
  openPeriod(accountId: number): (BillCalendar & { month: number }) | undefined;
}

function toPayment(row: BillRow, invoice: string): PaymentItem | null {
  if (row.paid_on === null || row.paid_cents === 0) return null;
  return {
    paymentId: row.id,
    billId: row.id,
    chargeId: null,
    invoiceNumber: invoice,
    description: null,
    date: row.paid_on,
    amount: toAmount(row.paid_cents),
    method: PAYMENT_METHODS[row.payment_method ?? 0] ?? 'card',
    reference: `RCP${String(row.id).padStart(10, '0')}`,
    status: row.payment_pending ? 'Pending' : 'Completed',
  };
}

function toBill(row: BillRow, propertyReference: string, issueDay: number): BillItem & { payment: PaymentItem | null } {
  const { accountId, month } = splitBillId(row.id);
  const invoice = invoiceNumber(propertyReference, month);
  const payment = toPayment(row, invoice);
  // A pending payment has not reached the utility yet: the bill stays open until it completes.
  const paidCents = payment?.status === 'Completed' ? row.paid_cents : 0;
  return {
    billId: row.id,
    accountId,
    invoiceNumber: invoice,
    ...billCalendar(month, issueDay),
    amount: toAmount(row.amount_cents),
    paidAmount: toAmount(paidCents),
    consumption: row.consumption,
    unit: TARIFF.unit,
    status: paidCents >= row.amount_cents ? 'paid' : paidCents > 0 ? 'partlyPaid' : 'unpaid',
    payment,
  };
}

export function billingStore(db: Db): BillingStore {
  const bills = db.prepare<[number, number], BillRow>(
    'SELECT id, amount_cents, consumption, paid_cents, paid_on, payment_method, payment_pending FROM bills WHERE id >= ? AND id < ? ORDER BY id',
  );
  const adjustments = db.prepare<[number], AdjustmentRow>(
    'SELECT id, posted_on AS postedOn, amount_cents AS amountCents, description FROM account_adjustments WHERE account_id = ? ORDER BY posted_on, id',
  );
  const one = db.prepare<[number], { id: number }>('SELECT id FROM bills WHERE id = ?');
  const group = db.prepare<[number], string>('SELECT billing_group FROM account_details WHERE account_id = ?').pluck();
  const charges = accountChargeStore(db);
  const latest = db.prepare<[number, number], number | null>('SELECT MAX(id) FROM bills WHERE id >= ? AND id < ?').pluck();
  return {
    ledger: (accountId, propertyReference) => {
      // The account's billing group sets the day its bills are issued (billRules.ts billingDay).
      const issueDay = billingDay(group.get(accountId));
      return {
        bills: bills.all(accountId * BILL_ID_FACTOR, (accountId + 1) * BILL_ID_FACTOR).map((row) => toBill(row, propertyReference, issueDay)),
        adjustments: adjustments.all(accountId),
        paidCharges: charges.paid(accountId),
      };
    },
    findBill: (billId) => (one.get(billId) ? { accountId: splitBillId(billId).accountId } : undefined),
    openPeriod: (accountId) => {
      const latestId = latest.get(accountId * BILL_ID_FACTOR, (accountId + 1) * BILL_ID_FACTOR);
      if (latestId === null || latestId === undefined) return undefined;
      const month = splitBillId(latestId).month + 1;
      return { month, ...billCalendar(month, billingDay(group.get(accountId))) };
    },
  };
}
