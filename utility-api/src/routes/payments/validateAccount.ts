import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { translate } from '../../i18n/messages.ts';
import { openBills } from './openBills.ts';
import { openCharges } from './openCharges.ts';
import type { PaymentContext } from './paymentContext.ts';
import { PAYMENT_TYPES, PAYMENT_TYPE_VALUES, maskName } from './paymentRules.ts';
import { validationItemSchema } from './paymentSchemas.ts';

interface Body {
  PaymentType: number;
  AccountNumber: string;
}

/** Step 2 of the payment-provider dialog (000 §2): open to visitors, so the holder's name is masked. */
export function validateAccountRoute(app: FastifyInstance, context: PaymentContext): void {
  app.post<{ Body: Body }>('/Payment/ValidateAccount', {
    schema: {
      tags: ['Payment'],
      operationId: 'paymentValidateAccount',
      summary: 'Check an account number before paying',
      description:
        'Open to visitors. Status 1 "Account not found" for an unknown number. Answers the masked holder name and, for bill payments (PaymentType 1), the open bills with whether each can still be paid online (000 §9); for fees (3) and other sales (4), the open records of that type, each paid whole.',
      body: {
        type: 'object',
        required: ['PaymentType', 'AccountNumber'],
        properties: {
          PaymentType: { ...integer('1 bill, 2 applications, 3 fees, 4 other sales (000 §3).'), enum: PAYMENT_TYPE_VALUES },
          AccountNumber: { ...string('The account number (account key) printed on the bill.'), minLength: 1, maxLength: 40 },
        },
      },
      response: responses(envelopeWith({ item: validationItemSchema }, 'The account as a payer may see it.')),
    },
    handler: async (request) => {
      const lang = requestLanguage(request);
      const account = context.payments.findAccountByNumber(request.body.AccountNumber.trim());
      if (!account) return fail(STATUS_FAILED, translate(lang, 'accountNotFound'));
      const bills = request.body.PaymentType === PAYMENT_TYPES.bill ? openBills(context, account) : [];
      const charges = openCharges(context, account, request.body.PaymentType, lang);
      const dueCents = [...bills.map((bill) => bill.amountDue), ...charges.map((charge) => charge.amount)].reduce((sum, due) => sum + Math.round(due * 100), 0);
      return ok({ item: { accountNumber: account.accountKey, maskedName: maskName(account.holderName), amountDue: dueCents / 100, bills, charges } });
    },
  });
}
