import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { ERROR_CODES } from '../errors.ts';
import type { RateLimitStore } from './RateLimitStore.ts';

const HTTP_TOO_MANY_REQUESTS = 429;

/** A budget of requests per window, e.g. an API token's 600 per minute. */
export interface RateLimit {
  requests: number;
  windowMs: number;
}

/** Too many requests: HTTP 429 with Retry-After, and a code integrators can branch on. */
function rateLimitedError(limit: RateLimit, retryAfterSeconds: number): GraphQLError {
  return createGraphQLError(
    `Rate limit of ${limit.requests} requests per ${limit.windowMs / 1000} s reached. Try again in ${retryAfterSeconds} s.`,
    {
      extensions: {
        code: ERROR_CODES.rateLimited,
        retryAfterSeconds,
        http: { status: HTTP_TOO_MANY_REQUESTS, headers: { 'retry-after': String(retryAfterSeconds) } },
      },
    },
  );
}

/** Counts one request against `key`; throws `RATE_LIMITED` once the window's budget is spent. */
export async function consumeRateLimit(store: RateLimitStore, key: string, limit: RateLimit): Promise<void> {
  const { count, resetInMs } = await store.hit(key, limit.windowMs);
  if (count > limit.requests) throw rateLimitedError(limit, Math.max(1, Math.ceil(resetInMs / 1000)));
}
