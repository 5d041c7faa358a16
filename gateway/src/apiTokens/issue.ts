import type { RateLimit } from '../rateLimit/rateLimit.ts';
import type { ApiTokenRecord, ApiTokenScope, ApiTokenStore } from './ApiTokenStore.ts';
import { hashApiToken, newApiToken } from './secret.ts';

/** Requests per minute of a token issued without `--rate`: about ten a second, per integrator. */
export const DEFAULT_API_TOKEN_RATE: RateLimit = { requests: 600, windowMs: 60_000 };

const WINDOWS: Record<string, number> = { s: 1000, sec: 1000, min: 60_000, h: 3_600_000, hour: 3_600_000 };

/** `600/min`, `10/s`, `5000/h`. */
export function parseRate(text: string): RateLimit {
  const match = /^(\d+)\/(s|sec|min|h|hour)$/.exec(text.trim());
  const requests = Number(match?.[1]);
  const windowMs = WINDOWS[match?.[2] ?? ''];
  if (match === null || windowMs === undefined || requests < 1) {
    throw new Error(`A rate looks like 600/min, 10/s or 5000/h, got "${text}"`);
  }
  return { requests, windowMs };
}

export interface IssuedApiToken {
  record: ApiTokenRecord;
  /** The secret, shown once: only its hash is stored. */
  token: string;
}

export async function issueApiToken(
  store: ApiTokenStore,
  request: { name: string; scope: ApiTokenScope; rate?: RateLimit | undefined },
  now: Date = new Date(),
): Promise<IssuedApiToken> {
  const { id, token } = newApiToken();
  const record: ApiTokenRecord = {
    id,
    name: request.name,
    scope: request.scope,
    rate: request.rate ?? DEFAULT_API_TOKEN_RATE,
    secretHash: hashApiToken(token),
    createdAt: now.toISOString(),
  };
  await store.add(record);
  return { record, token };
}
