import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { toAmount } from '../routes/billing/billRules.ts';
import type { OnlinePaymentStatus } from '../routes/payments/paymentRules.ts';

/** An online payment of the sandbox card provider (README, Payments). */
export interface OnlinePayment {
  paymentId: string;
  idempotencyKey: string;
  /** Null for a family application's fee paid without naming an account. */
  accountId: number | null;
  /** The family application whose fee it pays, else null. */
  portalApplicationId: number | null;
  paymentType: number;
  billId: number | null;
  /** The fee or other sale it pays (store/accountCharges.ts), else null. */
  chargeId: number | null;
  /** The card provider whose page takes the card: 1 or 2 (utility settings cardPaymentProviders). */
  provider: number;
  amount: number;
  returnUrl: string;
  status: OnlinePaymentStatus;
  cardLast4: string | null;
  createdOn: string;
  settledOn: string | null;
}

/** An account as a visitor names it: by its number (account key). */
export interface PayableAccount {
  accountId: number;
  accountKey: string;
  holderName: string;
  propertyReference: string;
}

interface NewPayment {
  idempotencyKey: string;
  accountId: number | null;
  portalApplicationId: number | null;
  paymentType: number;
  billId: number | null;
  chargeId: number | null;
  provider: number;
  amountCents: number;
  returnUrl: string;
  day: string;
}

export interface PaymentsStore {
  findAccountByNumber(accountKey: string): PayableAccount | undefined;
  findAccountById(accountId: number): PayableAccount | undefined;
  findByKey(idempotencyKey: string): OnlinePayment | undefined;
  find(paymentId: string): OnlinePayment | undefined;
  /** Records a new payment; an existing key answers the payment it created (never a second one). */
  create(payment: NewPayment): { payment: OnlinePayment; created: boolean };
  /**
   * Moves a 'created' payment to completed (settling its bill or its fee or sale) or rejected, once: false when it had
   * already moved, so a resubmitted card form charges nothing.
   */
  settle(paymentId: string, outcome: 'completed' | 'rejected', cardLast4: string, day: string): boolean;
}

interface Row {
  id: number;
  public_id: string;
  idempotency_key: string;
  account_id: number | null;
  portal_application_id: number | null;
  payment_type: number;
  bill_id: number | null;
  charge_id: number | null;
  provider: number;
  amount_cents: number;
  return_url: string;
  status: OnlinePaymentStatus;
  card_last4: string | null;
  created_on: string;
  settled_on: string | null;
}

const toPayment = (row: Row): OnlinePayment => ({
  paymentId: row.public_id,
  idempotencyKey: row.idempotency_key,
  accountId: row.account_id,
  portalApplicationId: row.portal_application_id,
  paymentType: row.payment_type,
  billId: row.bill_id,
  chargeId: row.charge_id,
  provider: row.provider,
  amount: toAmount(row.amount_cents),
  returnUrl: row.return_url,
  status: row.status,
  cardLast4: row.card_last4,
  createdOn: row.created_on,
  settledOn: row.settled_on,
});

const ACCOUNT = `SELECT a.id AS accountId, a.account_key AS accountKey, c.name AS holderName, p.reference AS propertyReference
  FROM accounts a JOIN customers c ON c.id = a.customer_id JOIN properties p ON p.id = a.property_id`;

/** Card payments are recorded with the bills' payment method 0, 'card' (billRules PAYMENT_METHODS). */
const CARD_METHOD = 0;

/** What a completed payment of a family application's fee does beside (README "Application families"), in its transaction. */
export type ApplicationFeePaid = (applicationId: number, amountCents: number, paymentRowId: number) => void;

export function paymentsStore(db: Db, applicationFeePaid: ApplicationFeePaid = () => {}): PaymentsStore {
  const byNumber = db.prepare<[string], PayableAccount>(`${ACCOUNT} WHERE a.account_key = ?`);
  const byId = db.prepare<[number], PayableAccount>(`${ACCOUNT} WHERE a.id = ?`);
  const byKey = db.prepare<[string], Row>('SELECT * FROM online_payments WHERE idempotency_key = ?');
  const byPublicId = db.prepare<[string], Row>('SELECT * FROM online_payments WHERE public_id = ?');
  const insert = db.prepare(
    `INSERT INTO online_payments (public_id, idempotency_key, account_id, payment_type, bill_id, amount_cents, return_url, created_on, portal_application_id, charge_id, provider)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const move = db.prepare("UPDATE online_payments SET status = ?, card_last4 = ?, settled_on = ? WHERE public_id = ? AND status = 'created'");
  // A bill keeps one payment record on its row (003_billing.sql): the online payment adds to it and completes it.
  const settleBill = db.prepare(
    'UPDATE bills SET paid_cents = paid_cents + ?, paid_on = ?, payment_method = ?, payment_pending = 0 WHERE id = ?',
  );
  // A fee or sale is paid whole, by the first payment that completes (migration 039).
  const settleCharge = db.prepare('UPDATE account_charges SET paid_on = ?, online_payment_id = ? WHERE id = ? AND paid_on IS NULL');

  const find = (paymentId: string) => {
    const row = byPublicId.get(paymentId);
    return row ? toPayment(row) : undefined;
  };
  const settle = db.transaction((paymentId: string, outcome: 'completed' | 'rejected', cardLast4: string, day: string): boolean => {
    const row = byPublicId.get(paymentId);
    if (!row || move.run(outcome, cardLast4, day, paymentId).changes === 0) return false;
    if (outcome === 'completed' && row.bill_id !== null) settleBill.run(row.amount_cents, day, CARD_METHOD, row.bill_id);
    if (outcome === 'completed' && row.charge_id !== null) settleCharge.run(day, row.id, row.charge_id);
    if (outcome === 'completed' && row.portal_application_id !== null) applicationFeePaid(row.portal_application_id, row.amount_cents, row.id);
    return true;
  });

  return {
    findAccountByNumber: (accountKey) => byNumber.get(accountKey),
    findAccountById: (accountId) => byId.get(accountId),
    findByKey: (key) => {
      const row = byKey.get(key);
      return row ? toPayment(row) : undefined;
    },
    find,
    create: (payment) => {
      const publicId = randomBytes(16).toString('hex');
      const { changes } = insert.run(
        publicId,
        payment.idempotencyKey,
        payment.accountId,
        payment.paymentType,
        payment.billId,
        payment.amountCents,
        payment.returnUrl,
        payment.day,
        payment.portalApplicationId,
        payment.chargeId,
        payment.provider,
      );
      const row = byKey.get(payment.idempotencyKey);
      if (!row) throw new Error('payment row missing after insert');
      return { payment: toPayment(row), created: changes > 0 };
    },
    settle: (paymentId, outcome, cardLast4, day) => settle(paymentId, outcome, cardLast4, day),
  };
}
