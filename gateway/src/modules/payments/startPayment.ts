import type { StartPaymentInput } from '../../__generated__/resolvers.ts';
import type { GatewayContext } from '../../context.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { isCustomer } from '../auth/employeeGuard.ts';
import { type CreatePaymentRequest, PAYMENT_TYPE_NUMBERS, createPayment } from './api.ts';
import { paymentCall } from './paymentErrors.ts';
import { paymentText } from './paymentMessages.ts';
import { isSameOriginPath } from './returnPath.ts';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const KEY_LENGTH = { min: 8, max: 100 };

/**
 * The application whose fee is paid: needed for `APPLICATIONS` by signed-in customers (the utility then
 * holds the amount to the application's fee), refused for other payment types. Visitors keep paying
 * applications by account and amount.
 */
function applicationOf(input: StartPaymentInput, ctx: GatewayContext): { portalApplicationId?: number; errors: UserError[] } {
  const id = input.portalApplicationId ?? undefined;
  const field = 'portalApplicationId';
  if (id === undefined) {
    const needed = input.paymentType === 'APPLICATIONS' && isCustomer(ctx);
    return { errors: needed ? [userError('MANDATORY_FIELD', paymentText(ctx.language, 'application'), field)] : [] };
  }
  if (input.paymentType !== 'APPLICATIONS' || id <= 0) return { errors: [userError('INVALID_INPUT', paymentText(ctx.language, 'application'), field)] };
  if (!ctx.session) return { errors: [userError('UNAUTHENTICATED', paymentText(ctx.language, 'applicationSignIn'), field)] };
  return { portalApplicationId: id, errors: [] };
}

/** Fees and other sales pay one record whole (`000 §3` payment types 3 and 4): its id is required with them and refused otherwise. */
function chargeOf(input: StartPaymentInput, ctx: GatewayContext): { chargeId?: number; errors: UserError[] } {
  const id = input.chargeId ?? undefined;
  const needed = input.paymentType === 'FEES' || input.paymentType === 'OTHER_SALES';
  const text = paymentText(ctx.language, 'charge');
  if (id === undefined) return { errors: needed ? [userError('MANDATORY_FIELD', text, 'chargeId')] : [] };
  if (!needed || id <= 0) return { errors: [userError('INVALID_INPUT', text, 'chargeId')] };
  return { chargeId: id, errors: [] };
}

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
  const application = applicationOf(input, ctx);
  errors.push(...application.errors);
  const charge = chargeOf(input, ctx);
  errors.push(...charge.errors);
  // The utility says which it offers (Settings.cardPaymentProviders); a number it has no page for is refused here.
  const provider = input.provider ?? undefined;
  if (provider !== undefined && provider !== 1 && provider !== 2) errors.push(userError('INVALID_INPUT', text('provider'), 'provider'));
  // An application's fee names the application (its refusal says what to send); an account may come with it.
  const namesApplication = application.portalApplicationId !== undefined || application.errors.length > 0;
  const accountNeeded = !namesApplication || accountNumber !== undefined || input.accountId != null;
  if (accountNeeded && (accountNumber === undefined) === (input.accountId == null)) errors.push(userError('INVALID_INPUT', text('account'), 'accountNumber'));
  else if (input.accountId != null && !Number.isSafeInteger(accountId)) errors.push(userError('NOT_FOUND', text('account'), 'accountId'));
  else if (input.accountId != null && !ctx.session) errors.push(userError('UNAUTHENTICATED', text('signIn'), 'accountId'));
  const billId = input.billId ? Number(fromGlobalId(input.billId, 'Bill')) : undefined;
  if (input.paymentType === 'BILL' && !Number.isSafeInteger(billId)) errors.push(userError('INVALID_INPUT', text('required'), 'billId'));
  if (errors.length > 0) return { errors };
  return {
    errors,
    request: {
      ...(accountNumber !== undefined ? { AccountNumber: accountNumber } : accountId !== undefined ? { AccountId: accountId } : {}),
      PaymentType: PAYMENT_TYPE_NUMBERS[input.paymentType],
      ...(input.paymentType === 'BILL' ? { BillId: billId as number } : {}),
      ...(application.portalApplicationId === undefined ? {} : { PortalApplicationId: application.portalApplicationId }),
      ...(charge.chargeId === undefined ? {} : { ChargeId: charge.chargeId }),
      ...(provider === 1 || provider === 2 ? { Provider: provider } : {}),
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
  const refusedField =
    upstreamRequest.PortalApplicationId !== undefined ? 'portalApplicationId' : input.paymentType === 'BILL' ? 'billId' : upstreamRequest.ChargeId !== undefined ? 'chargeId' : 'accountNumber';
  const { value, errors: refusals } = await paymentCall(() => createPayment(ctx.upstream, upstreamRequest), refusedField);
  return { paymentId: value?.paymentId ?? null, redirectUrl: value?.redirectUrl ?? null, userErrors: refusals };
};
