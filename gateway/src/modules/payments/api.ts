import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** 000 §3 payment types as the upstream numbers them. */
export const PAYMENT_TYPE_NUMBERS = { BILL: 1, APPLICATIONS: 2, FEES: 3, OTHER_SALES: 4 } as const;
export type PaymentTypeName = keyof typeof PAYMENT_TYPE_NUMBERS;

export type UpstreamPaymentAccount = UpstreamPayload<'/Payment/ValidateAccount'>['item'];

export type UpstreamPaymentStatus = UpstreamPayload<'/Payment/GetStatus'>['item'];

/** `Lang` is the request's language: the provider's page is shown in it (utility-api README, Payments). */
export type CreatePaymentRequest = UpstreamBody<'/Payment/Create'>;

/** `/Payment/ValidateAccount` (utility-api README, Payments): status 1 for an unknown number. */
export async function validateAccount(upstream: UpstreamClient, paymentType: (typeof PAYMENT_TYPE_NUMBERS)[PaymentTypeName], accountNumber: string): Promise<UpstreamPaymentAccount> {
  return (await upstream.read('/Payment/ValidateAccount', { PaymentType: paymentType, AccountNumber: accountNumber })).item;
}

/**
 * `/Payment/Create`. Safe to repeat after a lost answer because of the idempotency key, yet sent as a
 * change (never retried by the client) so a retry is always the caller's decision.
 */
export async function createPayment(upstream: UpstreamClient, request: CreatePaymentRequest): Promise<{ paymentId: string; redirectUrl: string }> {
  const { paymentId, redirectUrl } = await upstream.post('/Payment/Create', request);
  return { paymentId, redirectUrl };
}

/** `/Payment/GetStatus`: the verified outcome; null for an unknown payment id (status 1). */
export async function getPaymentStatus(upstream: UpstreamClient, paymentId: string): Promise<UpstreamPaymentStatus | null> {
  return orNullIfNotFound(async () => (await upstream.read('/Payment/GetStatus', { Value: paymentId })).item);
}
