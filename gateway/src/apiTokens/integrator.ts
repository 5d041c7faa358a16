import { createGraphQLError } from 'graphql-yoga';
import { ERROR_CODES } from '../errors.ts';
import type { RateLimit } from '../rateLimit/rateLimit.ts';
import type { ApiTokenScope, ApiTokenStore } from './ApiTokenStore.ts';
import { API_TOKEN_PREFIX, apiTokenId, apiTokenMatches } from './secret.ts';

/** The integrator behind an API token: it is rate-limited and scoped, and is not a user. */
export interface Integrator {
  tokenId: string;
  name: string;
  scope: ApiTokenScope;
  rate: RateLimit;
}

const HTTP_UNAUTHORIZED = 401;

/** The `Authorization: Bearer` value of a request. */
export function bearerToken(headers: Headers): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1];
}

export function isApiToken(token: string | undefined): token is string {
  return token?.startsWith(API_TOKEN_PREFIX) === true;
}

/**
 * The integrator of a request that sends `Authorization: Bearer pat_…`. A token that is malformed,
 * unknown or revoked is refused outright (401): an integrator must learn at once that its token no
 * longer works, rather than get a visitor's answers.
 */
export async function authenticateIntegrator(headers: Headers, store: ApiTokenStore): Promise<Integrator | undefined> {
  const token = bearerToken(headers);
  if (!isApiToken(token)) return undefined;
  const id = apiTokenId(token);
  const record = id === undefined ? undefined : await store.get(id);
  if (record === undefined || !apiTokenMatches(token, record.secretHash)) {
    throw createGraphQLError('The API token is unknown or has been revoked.', {
      extensions: {
        code: ERROR_CODES.unauthenticated,
        http: { status: HTTP_UNAUTHORIZED, headers: { 'www-authenticate': 'Bearer' } },
      },
    });
  }
  return { tokenId: record.id, name: record.name, scope: record.scope, rate: record.rate };
}
