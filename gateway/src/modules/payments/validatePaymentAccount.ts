import { toGlobalId } from '../../relay/globalId.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError } from '../../userErrors.ts';
import { toMoney } from '../billing/money.ts';
import { PAYMENT_TYPE_NUMBERS, validateAccount } from './api.ts';
import { maskInvoiceNumber, viewerHoldsAccount } from './accountHolder.ts';
import { paymentCall } from './paymentErrors.ts';
import { paymentText } from './paymentMessages.ts';

/**
 * Step 2 of the payment-provider dialog (`000 §2`): the account exists, and what is due on it. Anyone may
 * type a number, so the answer proves the account (masked holder name, amounts due) without telling a
 * stranger more: invoice numbers are masked unless the viewer is a customer of the account.
 */
export const validatePaymentAccount: ResolverOf<'Mutation', 'validatePaymentAccount'> = async (
  _,
  { input },
  ctx,
) => {
  const accountNumber = input.accountNumber.trim();
  if (accountNumber === '') return { account: null, userErrors: [userError('INVALID_INPUT', paymentText(ctx.language, 'required'), 'accountNumber')] };
  // Counted per client address: a visitor cannot walk the account numbers to learn which exist.
  const limited = await limitAttempt(ctx, 'accountLookup', null);
  if (limited !== undefined) return { account: null, userErrors: [limited] };
  const { value, errors } = await paymentCall(() => validateAccount(ctx.upstream, PAYMENT_TYPE_NUMBERS[input.paymentType], accountNumber), 'accountNumber');
  if (!value) return { account: null, userErrors: errors };
  const holder = value.bills.length > 0 && (await viewerHoldsAccount(ctx, value.accountNumber));
  const bills = await Promise.all(
    value.bills.map(async (bill) => ({
      id: toGlobalId('Bill', String(bill.billId)),
      invoiceNumber: holder ? bill.invoiceNumber : maskInvoiceNumber(bill.invoiceNumber),
      issueDate: bill.issueDate,
      dueDate: bill.dueDate,
      amountDue: await toMoney(ctx, bill.amountDue),
      lastOnlinePaymentDay: bill.lastOnlinePaymentDay,
      payableOnline: bill.payableOnline,
    })),
  );
  const charges = await Promise.all(
    value.charges.map(async (charge) => ({
      chargeId: charge.chargeId,
      reference: charge.reference,
      description: charge.description,
      raisedOn: charge.raisedOn,
      amount: await toMoney(ctx, charge.amount),
    })),
  );
  return {
    account: { accountNumber: value.accountNumber, maskedHolderName: value.maskedName, amountDue: await toMoney(ctx, value.amountDue), bills, charges },
    userErrors: [],
  };
};
