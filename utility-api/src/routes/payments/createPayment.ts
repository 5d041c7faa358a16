import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, integer, nullableString, responses, string } from '../../http/schemas.ts';
import { translate } from '../../i18n/messages.ts';
import type { PayableAccount } from '../../store/payments.ts';
import { familyFeeDue } from '../applicationFamilies/fee.ts';
import { familyTextIn } from '../applicationFamilies/texts.ts';
import { billingMessage } from '../billing/billingMessages.ts';
import { openBills } from './openBills.ts';
import { isChargeType } from './openCharges.ts';
import type { PaymentContext } from './paymentContext.ts';
import { paymentMessage } from './paymentMessages.ts';
import { cardProviders } from '../../store/settingsValues.ts';
import {
  CARD_PROVIDERS,
  PAYMENT_TYPES,
  PAYMENT_TYPE_VALUES,
  STATUS_IDEMPOTENCY_CONFLICT,
  STATUS_NOTHING_DUE,
  STATUS_PAYMENT_WINDOW_CLOSED,
} from './paymentRules.ts';

interface Body {
  AccountId?: number;
  AccountNumber?: string;
  PaymentType: number;
  BillId?: number;
  Amount: number;
  IdempotencyKey: string;
  ReturnUrl: string;
  Lang?: string | null;
  PortalApplicationId?: number;
  ChargeId?: number;
  Provider?: number;
}

/** AccountId needs a session related to it (as billing); AccountNumber is how visitors pay (000 §2). */
function payingAccount(request: FastifyRequest<{ Body: Body }>, context: PaymentContext): PayableAccount | undefined {
  const { AccountId, AccountNumber } = request.body;
  if (AccountNumber) return context.payments.findAccountByNumber(AccountNumber.trim());
  const user = request.utilityUser;
  if (AccountId === undefined || !user) return undefined;
  const account = context.store.accounts.findForUser(AccountId, user.id);
  if (!account || (account.relation === null && user.role !== ROLE_EMPLOYEE)) return undefined;
  return context.payments.findAccountById(AccountId);
}

/** Why a fee or other sale cannot be paid as asked (000 §3 payment types 3 and 4), or null: each is paid whole. */
function chargeRefusal(context: PaymentContext, account: PayableAccount, paymentType: number, chargeId: number | null, amountCents: number) {
  if (chargeId === null) return { status: STATUS_INVALID_REQUEST, key: 'chargeRequired' } as const;
  const charge = context.store.charges.find(chargeId);
  if (!charge || charge.accountId !== account.accountId || charge.paymentType !== paymentType) return { status: STATUS_FAILED, key: 'chargeNotFound' } as const;
  if (charge.paidOn !== null) return { status: STATUS_NOTHING_DUE, key: 'chargePaid' } as const;
  if (amountCents !== Math.round(charge.amount * 100)) return { status: STATUS_INVALID_REQUEST, key: 'chargeAmount' } as const;
  return null;
}

export function createPaymentRoute(app: FastifyInstance, context: PaymentContext): void {
  app.post<{ Body: Body }>('/Payment/Create', {
    schema: {
      tags: ['Payment'],
      operationId: 'paymentCreate',
      summary: 'Start a card payment on the sandbox provider',
      description:
        'Answers the provider page to send the browser to, in the request language (`?lang=`). The same IdempotencyKey answers the same payment and never creates a second one (status 42 when reused with other details). Bill payments: status 40 when the bill is more than 15 days past its invoice date (000 §9), 41 when nothing is due on it, 2 for an amount above what is due. ' +
        'A family application\'s fee: PaymentType 2 with `PortalApplicationId`, by its signed-in applicant, the account optional; status 1 when the application is not theirs or no fee is due on it now, 2 when `Amount` is not the fee. Its completion moves the application to PAID. ' +
        'Fees and other sales (PaymentType 3 and 4) name the open record with `ChargeId` (`/Payment/ValidateAccount` charges) and pay its whole amount: status 2 without it or for another amount, 1 when it is not a record of that type on the account, 41 when it is paid. Its completion marks the record paid; it is then on the statement and among the payment records.',
      body: {
        type: 'object',
        required: ['PaymentType', 'Amount', 'IdempotencyKey', 'ReturnUrl'],
        properties: {
          AccountId: integer('An account of the session user (signed-in customers).'),
          AccountNumber: { ...string('The account number (visitors).'), minLength: 1, maxLength: 40 },
          PaymentType: { ...integer('1 bill, 2 applications, 3 fees, 4 other sales (000 §3).'), enum: PAYMENT_TYPE_VALUES },
          BillId: integer('The bill, for bill payments.'),
          Amount: { type: 'number', exclusiveMinimum: 0, description: 'The amount in the currency.' },
          IdempotencyKey: { ...string('Chosen by the caller, the same for every retry of one payment.'), minLength: 8, maxLength: 100 },
          ReturnUrl: { ...string('Absolute http(s) URL the provider sends the browser back to, with ?paymentId= appended.'), pattern: '^https?://' },
          Lang: nullableString('Language of the answer texts and of the provider page (en, el, ru, ar); else Accept-Language.'),
          PortalApplicationId: integer('PaymentType 2: the family application whose fee is paid (README "Application families").'),
          ChargeId: integer('PaymentType 3 and 4: the open fee or other sale paid.'),
          Provider: { ...integer('The card provider (settings cardPaymentProviders): 1 or 2; omitted, the first the settings offer. Status 2 for one they do not offer.'), enum: CARD_PROVIDERS },
        },
      },
      response: responses(envelopeWith({ paymentId: string('The payment.'), redirectUrl: string('The provider page.') }, 'The payment started.')),
    },
    handler: async (request) => {
      const lang = requestLanguage(request);
      const body = request.body;
      const amountCents = Math.round(body.Amount * 100);
      // The provider page speaks the payer's language: the request's, carried as `lang` on its address.
      const redirect = (paymentId: string) => `${request.protocol}://${request.host}/Payment/Provider/${paymentId}?lang=${lang}`;
      const applicationId = body.PortalApplicationId ?? null;
      if (applicationId !== null && body.PaymentType !== PAYMENT_TYPES.applications) return fail(STATUS_INVALID_REQUEST, familyTextIn(lang, 'feeNotDue'));
      // A family fee may be paid without an account; an account named must still be the payer's.
      const named = body.AccountId !== undefined || body.AccountNumber !== undefined;
      const account = applicationId !== null && !named ? null : payingAccount(request, context);
      if (account === undefined) return fail(STATUS_FAILED, translate(lang, 'accountNotFound'));
      const accountId = account?.accountId ?? null;
      const billId = body.PaymentType === PAYMENT_TYPES.bill ? (body.BillId ?? null) : null;
      const chargeId = isChargeType(body.PaymentType) ? (body.ChargeId ?? null) : null;
      const offered = cardProviders(context.store.settings.read());
      const provider = body.Provider ?? offered[0] ?? 1;
      if (!offered.includes(provider)) return fail(STATUS_INVALID_REQUEST, paymentMessage(lang, 'providerNotOffered'));

      const existing = context.payments.findByKey(body.IdempotencyKey);
      if (existing) {
        const same =
          existing.accountId === accountId && existing.paymentType === body.PaymentType && existing.billId === billId && existing.chargeId === chargeId && existing.provider === provider &&
          existing.portalApplicationId === applicationId && Math.round(existing.amount * 100) === amountCents;
        if (!same) return fail(STATUS_IDEMPOTENCY_CONFLICT, paymentMessage(lang, 'idempotencyConflict'));
        return ok({ paymentId: existing.paymentId, redirectUrl: redirect(existing.paymentId) });
      }

      if (applicationId !== null) {
        const due = familyFeeDue(context.store, context.families, request.utilityUser, applicationId, amountCents, lang);
        if ('refusal' in due) return fail(due.status, due.refusal);
      }

      if (account && body.PaymentType === PAYMENT_TYPES.bill) {
        const bill = openBills(context, account).find((item) => item.billId === billId);
        if (!bill) {
          const known = billId !== null && context.store.billing.findBill(billId)?.accountId === account.accountId;
          return known ? fail(STATUS_NOTHING_DUE, paymentMessage(lang, 'nothingDue')) : fail(STATUS_FAILED, billingMessage(lang, 'billNotFound'));
        }
        if (!bill.payableOnline) return fail(STATUS_PAYMENT_WINDOW_CLOSED, paymentMessage(lang, 'windowClosed'));
        if (amountCents > Math.round(bill.amountDue * 100)) return fail(STATUS_INVALID_REQUEST, paymentMessage(lang, 'invalidAmount'));
      }

      if (account && isChargeType(body.PaymentType)) {
        const refusal = chargeRefusal(context, account, body.PaymentType, chargeId, amountCents);
        if (refusal) return fail(refusal.status, paymentMessage(lang, refusal.key));
      }

      const { payment } = context.payments.create({
        idempotencyKey: body.IdempotencyKey,
        accountId,
        portalApplicationId: applicationId,
        paymentType: body.PaymentType,
        billId,
        chargeId,
        provider,
        amountCents,
        returnUrl: body.ReturnUrl,
        day: context.today(),
      });
      return ok({ paymentId: payment.paymentId, redirectUrl: redirect(payment.paymentId) });
    },
  });
}
