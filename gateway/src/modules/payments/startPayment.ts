import type { StartPaymentInput } from '../../__generated__/resolvers.ts';
import type { GatewayContext } from '../../context.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { type CreatePaymentRequest, PAYMENT_TYPE_NUMBERS, createPayment } from './api.ts';
import { paymentCall } from './paymentErrors.ts';
import { paymentText } from './paymentMessages.ts';
import { isSameOriginPath } from './returnPath.ts';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const KEY_LENGTH = { min: 8, max: 100 };

/** Checks the input and names the account and bill for the upstream; errors name their fields. */
function requestOf(input: StartPaymentInput, ctx: GatewayContext, origin: string): { request?: CreatePaymentRequest; errors: UserError[] } {
  const text = (key: Parameters<typeof paymentText>[1]) => paymentText(ctx.language, key);
  const errors: UserError[] = [];
  const amount = input.amount.trim();
  if (!AMOUNT.test(amount) || Number(amount) <= 0) errors.push(userError('INVALID_INPUT', text('amount'), 'amount'));
  if (!isSameOriginPath(input.returnPath)) errors.push(userError('INVALID_INPUT', text('returnPath'), 'returnPath'));
  const key = input.idempotencyKey.trim();
  if (key.length < KEY_LENGTH.min || key.length > KEY_LENGTH.max) errors.push(userError('INVALID_INPUT', text('key'), 'idempotencyKey'));
  const accountNumber = input.accountNumber?.trim() || undefined;
  const accountId = input.accountId ? Number(fromGlobalId(input.accountId, 'Account')) : undefined;
  // A family application's fee (docs/applicationFamilies.md) is paid by its applicant, from an account or none.
  const portalApplicationId = input.portalApplicationId ?? undefined;
  if (portalApplicationId !== undefined && input.paymentType !== 'APPLICATIONS') errors.push(userError('INVALID_INPUT', text('required'), 'portalApplicationId'));
  else if (portalApplicationId !== undefined && !ctx.session) errors.push(userError('UNAUTHENTICATED', text('signIn'), 'portalApplicationId'));
  const accountNamed = accountNumber !== undefined || input.accountId != null;
  if (accountNumber !== undefined && input.accountId != null) errors.push(userError('INVALID_INPUT', text('account'), 'accountNumber'));
  else if (!accountNamed && portalApplicationId === undefined) errors.push(userError('INVALID_INPUT', text('account'), 'accountNumber'));
  else if (input.accountId != null && !Number.isSafeInteger(accountId)) errors.push(userError('NOT_FOUND', text('account'), 'accountId'));
  else if (input.accountId != null && !ctx.session) errors.push(userError('UNAUTHENTICATED', text('signIn'), 'accountId'));
  const billId = input.billId ? Number(fromGlobalId(input.billId, 'Bill')) : undefined;
  if (input.paymentType === 'BILL' && !Number.isSafeInteger(billId)) errors.push(userError('INVALID_INPUT', text('required'), 'billId'));
  if (errors.length > 0) return { errors };
  return {
    errors,
    request: {
      ...(accountNumber !== undefined ? { AccountNumber: accountNumber } : accountId !== undefined ? { AccountId: accountId } : {}),
      ...(portalApplicationId !== undefined ? { PortalApplicationId: portalApplicationId } : {}),
      PaymentType: PAYMENT_TYPE_NUMBERS[input.paymentType],
      ...(input.paymentType === 'BILL' ? { BillId: billId as number } : {}),
      Amount: Number(amount),
      IdempotencyKey: key,
      ReturnUrl: new URL(input.returnPath, origin).toString(),
      Lang: ctx.language,
    },
  };
}

/**
 * Starts a card payment (`000 §2` payment step): the browser goes to `redirectUrl` and comes back to
 * `returnPath`, where `paymentResult` asks the utility for the outcome (verify-by-callback).
 */
export const startPayment: ResolverOf<'Mutation', 'startPayment'> = async (_, { input }, ctx) => {
  const request = (ctx as GatewayContext & { request?: Request }).request;
  if (!request) throw new Error('startPayment needs the HTTP request to build the return URL');
  const { request: upstreamRequest, errors } = requestOf(input, ctx, new URL(request.url).origin);
  if (!upstreamRequest) return { paymentId: null, redirectUrl: null, userErrors: errors };
  const { value, errors: refusals } = await paymentCall(() => createPayment(ctx.upstream, upstreamRequest), input.paymentType === 'BILL' ? 'billId' : 'accountNumber');
  return { paymentId: value?.paymentId ?? null, redirectUrl: value?.redirectUrl ?? null, userErrors: refusals };
};
