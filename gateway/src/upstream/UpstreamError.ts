/**
 * Why an upstream call failed:
 * - `rejected`: the envelope's `status` is not 0 (an expected failure; `text` says why);
 * - `unauthenticated`: status 3, the upstream session is missing or expired;
 * - `unavailable`: the upstream could not be reached or answered HTTP 5xx;
 * - `timeout`: no answer within `UPSTREAM_TIMEOUT_MS`;
 * - `bad_response`: the answer is not the JSON envelope of the contract.
 */
export type UpstreamErrorKind = 'rejected' | 'unauthenticated' | 'unavailable' | 'timeout' | 'bad_response';

/**
 * Why an `unavailable` call never left the gateway (`families.ts`): its path family's breaker is open,
 * or its family has as many calls in flight and waiting as it may.
 */
export type UpstreamRefusal = 'circuit_open' | 'bulkhead_full';

/** The one error type of every upstream call (`utility-api/README.md` error numbers). */
export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  /** The envelope's `status`, when the upstream answered one. */
  readonly status: number | undefined;
  readonly httpStatus: number | undefined;
  /** The upstream's human-readable text (localized), or a description of the failure. */
  readonly text: string;
  readonly path: string;
  /** Set when the call never left the gateway, and why. */
  readonly refused: UpstreamRefusal | undefined;
  /**
   * A refusal's other envelope fields, for calls that name what was wrong (`field`, or `errors` by request
   * field: README "Assets, element properties and PV parks", "Web map and GIS administration"); `{}` otherwise.
   */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: {
    kind: UpstreamErrorKind;
    path: string;
    text: string;
    status?: number | undefined;
    httpStatus?: number | undefined;
    refused?: UpstreamRefusal | undefined;
    details?: Record<string, unknown>;
  }) {
    super(`upstream ${init.path}: ${init.kind}${init.status === undefined ? '' : ` (status ${init.status})`}: ${init.text}`);
    this.name = 'UpstreamError';
    this.kind = init.kind;
    this.path = init.path;
    this.text = init.text;
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.refused = init.refused;
    this.details = init.details ?? {};
  }
}

/** Envelope status numbers with a meaning of their own (`utility-api/README.md`). */
export const UPSTREAM_STATUS = {
  ok: 0,
  failure: 1,
  invalidRequest: 2,
  unauthenticated: 3,
  invalidCredentials: 10,
  accountNotActive: 11,
  loginDisabled: 12,
  otpRequired: 13,
  otpInvalid: 14,
  otpExpired: 15,
  otpLocked: 16,
  passwordRule: 17,
  resendTooSoon: 18,
  alreadyInUse: 19,
} as const;

/**
 * Status 1 from the upstream: "not found". It answers the same for objects that do not exist and
 * for other users' objects, so ids cannot be probed; the gateway turns both into null.
 */
export function isNotFound(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.kind === 'rejected' && error.status === UPSTREAM_STATUS.failure;
}

/** The call's result, or null when the upstream answers "not found" (`isNotFound`). */
export async function orNullIfNotFound<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
