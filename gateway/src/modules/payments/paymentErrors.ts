import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError, type UserErrorCode } from '../../userErrors.ts';

/** Refusals of the payment calls (utility-api README, Payments) as user error codes. */
const CODES: Record<number, UserErrorCode> = {
  [UPSTREAM_STATUS.failure]: 'NOT_FOUND',
  [UPSTREAM_STATUS.invalidRequest]: 'INVALID_INPUT',
  40: 'PAYMENT_WINDOW_CLOSED',
  41: 'NOTHING_DUE',
  42: 'IDEMPOTENCY_CONFLICT',
};

/** Runs a payment call: its result, or the refusal as a user error with the upstream's localized text. */
export async function paymentCall<T>(call: () => Promise<T>, field: string | null): Promise<{ value: T; errors: [] } | { value: null; errors: UserError[] }> {
  try {
    return { value: await call(), errors: [] };
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
    const code = (error.status === undefined ? undefined : CODES[error.status]) ?? 'REJECTED';
    return { value: null, errors: [userError(code, error.text, code === 'NOT_FOUND' ? field : null)] };
  }
}
