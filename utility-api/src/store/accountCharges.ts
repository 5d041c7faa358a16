import type { Db } from '../db/open.ts';
import { toAmount } from '../routes/billing/billRules.ts';

/**
 * A fee (payment type 3) or other sale (payment type 4) of an account (migration 039): paid whole, online,
 * with its ChargeId (README, Payments).
 */
export interface AccountCharge {
  chargeId: number;
  accountId: number;
  paymentType: number;
  /** Its description's key (locales statements.json `charges`). */
  kind: string;
  amount: number;
  raisedOn: string;
  paidOn: string | null;
  /** The online payment that paid it, once paid. */
  onlinePaymentId: number | null;
}

export interface AccountChargeStore {
  find(chargeId: number): AccountCharge | undefined;
  /** Open records of the account of one payment type, oldest first. */
  open(accountId: number, paymentType: number): AccountCharge[];
  /** Paid records of the account, oldest first: on the statement and among the payment records. */
  paid(accountId: number): AccountCharge[];
}

/** `FEE-000012`, `SAL-000013`: how a record is named to its payer, on the statement and on receipts. */
export const chargeReference = (charge: Pick<AccountCharge, 'chargeId' | 'paymentType'>): string =>
  `${charge.paymentType === 3 ? 'FEE' : 'SAL'}-${String(charge.chargeId).padStart(6, '0')}`;

/** The receipt reference of the payment of a record, beside the bills' `RCP…` (store/billing.ts). */
export const chargeReceipt = (chargeId: number): string => `RCF${String(chargeId).padStart(10, '0')}`;

const COLUMNS = `id AS chargeId, account_id AS accountId, payment_type AS paymentType, kind, amount_cents AS amountCents,
  raised_on AS raisedOn, paid_on AS paidOn, online_payment_id AS onlinePaymentId FROM account_charges`;

type Row = Omit<AccountCharge, 'amount'> & { amountCents: number };
const toCharge = ({ amountCents, ...row }: Row): AccountCharge => ({ ...row, amount: toAmount(amountCents) });

export function accountChargeStore(db: Db): AccountChargeStore {
  const one = db.prepare<[number], Row>(`SELECT ${COLUMNS} WHERE id = ?`);
  const open = db.prepare<[number, number], Row>(`SELECT ${COLUMNS} WHERE account_id = ? AND payment_type = ? AND paid_on IS NULL ORDER BY raised_on, id`);
  const paid = db.prepare<[number], Row>(`SELECT ${COLUMNS} WHERE account_id = ? AND paid_on IS NOT NULL ORDER BY paid_on, id`);
  return {
    find: (chargeId) => {
      const row = one.get(chargeId);
      return row ? toCharge(row) : undefined;
    },
    open: (accountId, paymentType) => open.all(accountId, paymentType).map(toCharge),
    paid: (accountId) => paid.all(accountId).map(toCharge),
  };
}
