import type { Language } from '../../domain/constants.ts';
import { chargeReference } from '../../store/accountCharges.ts';
import type { PayableAccount } from '../../store/payments.ts';
import { chargeDescription } from '../billing/statementTexts.ts';
import type { PaymentContext } from './paymentContext.ts';
import { PAYMENT_TYPES } from './paymentRules.ts';

/** An open fee or other sale as `/Payment/ValidateAccount` answers it. */
export interface OpenCharge {
  chargeId: number;
  reference: string;
  description: string;
  raisedOn: string;
  amount: number;
}

/** Payment types whose records are fees or other sales (000 §3: 3 and 4), each paid whole by its ChargeId. */
export const isChargeType = (paymentType: number): boolean => paymentType === PAYMENT_TYPES.fees || paymentType === PAYMENT_TYPES.otherSales;

/** The account's open records of the payment type, oldest first, described in the payer's language. */
export function openCharges(context: PaymentContext, account: PayableAccount, paymentType: number, lang: Language): OpenCharge[] {
  if (!isChargeType(paymentType)) return [];
  return context.store.charges.open(account.accountId, paymentType).map((charge) => ({
    chargeId: charge.chargeId,
    reference: chargeReference(charge),
    description: chargeDescription(lang, charge.kind),
    raisedOn: charge.raisedOn,
    amount: charge.amount,
  }));
}
