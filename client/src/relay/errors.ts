import type { TFunction } from '../i18n/i18n';

/**
 * Typed failures of a GraphQL request. Route error boundaries branch on these classes
 * (docs/architecture.md §4: the network layer turns GraphQL errors into typed exceptions).
 */

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string };
}

/** Any failed request; the base class of the typed errors below. */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLErrorShape[];

  constructor(message: string, errors: readonly GraphQLErrorShape[] = []) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }
}

/** The session is missing or expired: the user must sign in again (000 §8). */
export class UnauthenticatedError extends GraphQLRequestError {
  constructor(message: string, errors: readonly GraphQLErrorShape[] = []) {
    super(message, errors);
    this.name = 'UnauthenticatedError';
  }
}

/** The utility's backend did not answer or answered too late. */
export class UpstreamUnavailableError extends GraphQLRequestError {
  constructor(message: string, errors: readonly GraphQLErrorShape[] = []) {
    super(message, errors);
    this.name = 'UpstreamUnavailableError';
  }
}

/** The utility's backend did not answer within the gateway's timeout ('Time Expired', 000 §8). */
export class UpstreamTimeoutError extends UpstreamUnavailableError {
  constructor(message: string, errors: readonly GraphQLErrorShape[] = []) {
    super(message, errors);
    this.name = 'UpstreamTimeoutError';
  }
}

/** A mutation refused while an employee views a customer's portal read-only; its message says so. */
export class ViewOnlyError extends GraphQLRequestError {
  constructor(message: string, errors: readonly GraphQLErrorShape[] = []) {
    super(message, errors);
    this.name = 'ViewOnlyError';
  }
}

/** The gateway could not be reached, or answered something that is not GraphQL. */
export class NetworkError extends GraphQLRequestError {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'NetworkError';
    this.status = status;
  }
}

const UPSTREAM_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']);

/** Picks the most specific typed error for a non-empty `errors` list of a GraphQL response. */
export function toTypedError(errors: readonly GraphQLErrorShape[]): GraphQLRequestError {
  const message = errors.map((error) => error.message).join('\n');
  const codes = errors.map((error) => error.extensions?.code);
  if (codes.includes('UNAUTHENTICATED')) return new UnauthenticatedError(message, errors);
  if (codes.includes('VIEW_ONLY')) return new ViewOnlyError(message, errors);
  if (codes.includes('UPSTREAM_TIMEOUT')) return new UpstreamTimeoutError(message, errors);
  if (codes.some((code) => code !== undefined && UPSTREAM_CODES.has(code))) {
    return new UpstreamUnavailableError(message, errors);
  }
  return new GraphQLRequestError(message, errors);
}

/**
 * What to tell the user about a request that failed as a whole (000 §8): 'Time Expired' when the utility
 * did not answer in time, the HTTP status when the gateway answered one without GraphQL, the server's
 * text of a GraphQL error, and the network message when nothing answered.
 */
export function requestFailureText(error: unknown, t: TFunction): string {
  if (error instanceof UpstreamTimeoutError) return t('common:error.timeExpired');
  if (error instanceof NetworkError) return error.status ? t('common:error.httpStatus', { status: error.status }) : t('common:error.network');
  if (error instanceof GraphQLRequestError && error.errors.length > 0) return error.message;
  return t('common:error.generic');
}
