import type { Language } from '../../domain/constants.ts';
import type { AccountLedger } from '../../store/billing.ts';
import { toAmount } from './billRules.ts';
import { chargeReceipt, chargeReference } from '../../store/accountCharges.ts';
import { adjustmentDescription, billDescription, chargeLine, paymentDescription } from './statementTexts.ts';

type TransactionType = 'bill' | 'charge' | 'payment' | 'adjustment';

/** A line of the statement (README, Billing): amounts in the currency, `balance` after the line. */
export interface Transaction {
  transactionId: string;
  date: string;
  type: TransactionType;
  description: string;
  debit: number;
  credit: number;
  balance: number;
}

interface Entry {
  id: string;
  date: string;
  type: TransactionType;
  description: string;
  /** Positive owes the utility, negative credits the account. */
  cents: number;
}

/** Same-day lines: bills and charges first, then adjustments, then payments, so the balance reads naturally. */
const TYPE_ORDER: Record<TransactionType, number> = { bill: 0, charge: 0, adjustment: 1, payment: 2 };

/**
 * Every posted line of the account, oldest first, with its running balance. Pending payments are not
 * posted yet (002 §4 payment record statuses), so they appear in payment records only; nor are open fees
 * and sales.
 */
export function transactions(ledger: AccountLedger, lang: Language): Array<Transaction & { cents: number; balanceCents: number }> {
  const entries: Entry[] = [];
  for (const bill of ledger.bills) {
    entries.push({ id: `B${bill.billId}`, date: bill.issueDate, type: 'bill', description: billDescription(lang, bill.invoiceNumber), cents: Math.round(bill.amount * 100) });
    if (bill.payment?.status === 'Completed') {
      const { payment } = bill;
      entries.push({ id: `P${payment.paymentId}`, date: payment.date, type: 'payment', description: paymentDescription(lang, payment.reference, payment.method), cents: -Math.round(payment.amount * 100) });
    }
  }
  // A fee or sale is posted when paid, with its payment on the same day (README, Payments).
  for (const charge of ledger.paidCharges) {
    const date = charge.paidOn ?? charge.raisedOn;
    const cents = Math.round(charge.amount * 100);
    entries.push({ id: `C${charge.chargeId}`, date, type: 'charge', description: chargeLine(lang, charge.kind, chargeReference(charge)), cents });
    entries.push({ id: `F${charge.chargeId}`, date, type: 'payment', description: paymentDescription(lang, chargeReceipt(charge.chargeId), 'card'), cents: -cents });
  }
  for (const adjustment of ledger.adjustments) {
    entries.push({ id: `A${adjustment.id}`, date: adjustment.postedOn, type: 'adjustment', description: adjustmentDescription(lang, adjustment.description), cents: adjustment.amountCents });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.id.localeCompare(b.id));
  let balanceCents = 0;
  return entries.map((entry) => {
    balanceCents += entry.cents;
    return {
      transactionId: entry.id,
      date: entry.date,
      type: entry.type,
      description: entry.description,
      debit: entry.cents > 0 ? toAmount(entry.cents) : 0,
      credit: entry.cents < 0 ? toAmount(-entry.cents) : 0,
      balance: toAmount(balanceCents),
      cents: entry.cents,
      balanceCents,
    };
  });
}

/** What `/Account/GetBalance` answers: the balance, what is due and by when, and what is overdue. */
export interface Balance {
  balance: number;
  amountDue: number;
  dueDate: string | null;
  overdueAmount: number;
}

export function balanceOf(ledger: AccountLedger, today: string): Balance {
  const lines = transactions(ledger, 'en');
  const balanceCents = lines.at(-1)?.balanceCents ?? 0;
  const open = ledger.bills.filter((bill) => bill.status !== 'paid');
  const overdueCents = open
    .filter((bill) => bill.dueDate < today)
    .reduce((sum, bill) => sum + Math.round((bill.amount - bill.paidAmount) * 100), 0);
  const amountDueCents = Math.max(balanceCents, 0);
  return {
    balance: toAmount(balanceCents),
    amountDue: toAmount(amountDueCents),
    // The latest open bill's due date; what older bills left unpaid is reported as overdue.
    dueDate: amountDueCents > 0 ? (open.at(-1)?.dueDate ?? null) : null,
    // Credits (adjustments) lower what is overdue, never below zero.
    overdueAmount: toAmount(Math.max(0, Math.min(overdueCents, amountDueCents))),
  };
}
