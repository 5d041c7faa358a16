import type { GraphQLError } from 'graphql';
import { createGraphQLError, maskError, type MaskError } from 'graphql-yoga';
import { isRedisFailure } from './redis/redisFailure.ts';
import { UpstreamError, type UpstreamErrorKind } from './upstream/UpstreamError.ts';

/** `extensions.code` values of GraphQL errors the gateway raises on purpose; they are never masked. */
export const ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  badUserInput: 'BAD_USER_INPUT',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
  upstreamError: 'UPSTREAM_ERROR',
  queryTooExpensive: 'QUERY_TOO_EXPENSIVE',
  sensitiveOperationLimit: 'SENSITIVE_OPERATION_LIMIT',
  forbidden: 'FORBIDDEN',
  rateLimited: 'RATE_LIMITED',
  captchaUnavailable: 'CAPTCHA_UNAVAILABLE',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** A mutation or subscription refused while an employee views a customer's portal (modules/customerView/viewOnly.ts). */
  viewOnly: 'VIEW_ONLY',
} as const;

// Errors are created through graphql-yoga's `createGraphQLError`, so that they are instances of the
// same `graphql` module Yoga checks against even where `graphql` is loaded twice (ESM and CommonJS,
// as under Vitest); otherwise Yoga would mask them as unexpected.

/** For resolvers that read user data when the caller is a visitor (docs/architecture.md §3, Authorization). */
export function unauthenticatedError(): GraphQLError {
  return createGraphQLError('You need to sign in to see this.', {
    extensions: { code: ERROR_CODES.unauthenticated },
  });
}

/** For fields of another role or of an employee area the viewer's profile does not enable (docs/architecture.md §3). */
export function forbiddenError(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: ERROR_CODES.forbidden } });
}

/** The captcha provider did not answer: neither the user nor their token is at fault. */
export function captchaUnavailableError(): GraphQLError {
  return createGraphQLError('The captcha service cannot be reached. Please try again later.', {
    extensions: { code: ERROR_CODES.captchaUnavailable },
  });
}

/** For arguments that no client should send (a negative page size, a garbled cursor). */
export function badUserInputError(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: ERROR_CODES.badUserInput } });
}

/**
 * The gateway's own shared state (Redis: sessions, rate-limit counters, API tokens) is unreachable:
 * a 503 the client may retry, not an unexpected 500.
 */
export function serviceUnavailableError(location: Partial<Pick<GraphQLError, 'nodes' | 'positions' | 'path' | 'source'>> = {}): GraphQLError {
  return createGraphQLError('The portal is briefly unavailable. Please try again in a moment.', {
    ...location,
    extensions: { code: ERROR_CODES.serviceUnavailable, http: { status: 503 } },
  });
}

const UPSTREAM_FAILURES: Record<UpstreamErrorKind, { code: string; message: string }> = {
  unavailable: { code: ERROR_CODES.upstreamUnavailable, message: 'The utility service is unavailable. Please try again later.' },
  timeout: { code: ERROR_CODES.upstreamTimeout, message: 'The utility service did not answer in time. Please try again.' },
  bad_response: { code: ERROR_CODES.upstreamError, message: 'The utility service answered unexpectedly.' },
  rejected: { code: ERROR_CODES.upstreamError, message: 'The utility service refused the request.' },
  unauthenticated: { code: ERROR_CODES.unauthenticated, message: 'Your session has ended. Please sign in again.' },
};

/** The upstream failure behind an error, following GraphQL's `originalError` wrapping. */
function upstreamErrorIn(error: unknown): UpstreamError | undefined {
  let current: unknown = error;
  while (current instanceof Error) {
    if (current instanceof UpstreamError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}

function isLocated(error: unknown): error is GraphQLError {
  return error instanceof Error && 'path' in error && 'nodes' in error;
}

/**
 * Upstream failures become GraphQL errors with a stable code instead of "Unexpected error"; a
 * rejection keeps the upstream's localized text. A failed Redis command is SERVICE_UNAVAILABLE. Everything else follows Yoga's masking: messages
 * of errors thrown on purpose survive, unexpected ones are hidden in production (docs/architecture.md §3).
 */
export function maskGatewayError(production: boolean): MaskError {
  return (error, message) => {
    const located = isLocated(error) ? error : undefined;
    const location = { nodes: located?.nodes, positions: located?.positions, path: located?.path, source: located?.source };
    if (isRedisFailure(error)) return serviceUnavailableError(location);
    const upstream = upstreamErrorIn(error);
    if (upstream === undefined) return maskError(error, message, !production);
    const failure = UPSTREAM_FAILURES[upstream.kind];
    const text = upstream.kind === 'rejected' && upstream.text !== '' ? upstream.text : failure.message;
    return createGraphQLError(text, { ...location, extensions: { code: failure.code } });
  };
}
