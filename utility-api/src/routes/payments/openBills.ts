import type { PayableAccount } from '../../store/payments.ts';
import { lastOnlinePaymentDay } from './paymentRules.ts';
import type { PaymentContext } from './paymentContext.ts';

/** A bill with something left to pay, as `/Payment/ValidateAccount` answers it. */
export interface OpenBill {
  billId: number;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  /** What is left to pay. */
  amountDue: number;
  /** Last day the bill can be paid online (000 §9: 15 days after the invoice date). */
  lastOnlinePaymentDay: string;
  /** Issued no more than 15 days ago and no payment pending: it can be paid online today. */
  payableOnline: boolean;
}

/** The account's bills that still owe something and have no pending payment, newest first. */
export function openBills(context: PaymentContext, account: PayableAccount): OpenBill[] {
  const today = context.today();
  return context.store.billing
    .ledger(account.accountId, account.propertyReference)
    .bills.filter((bill) => bill.status !== 'paid' && bill.payment?.status !== 'Pending')
    .map((bill) => {
      const lastDay = lastOnlinePaymentDay(bill.issueDate);
      return {
        billId: bill.billId,
        invoiceNumber: bill.invoiceNumber,
        issueDate: bill.issueDate,
        dueDate: bill.dueDate,
        amountDue: Math.round((bill.amount - bill.paidAmount) * 100) / 100,
        lastOnlinePaymentDay: lastDay,
        payableOnline: bill.issueDate <= today && today <= lastDay,
      };
    })
    .reverse();
}
