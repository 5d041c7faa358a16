import type { RateLimit } from '../rateLimit/rateLimit.ts';

/** What an integrator's token may do: `read` runs queries and subscriptions, never mutations. */
export type ApiTokenScope = 'read' | 'read-write';

export const API_TOKEN_SCOPES: readonly ApiTokenScope[] = ['read', 'read-write'];

/** An API token as the gateway keeps it: the secret only as a hash, shown once when issued. */
export interface ApiTokenRecord {
  /** Public part of the token (`pat_<id>_…`), used to find and revoke it. */
  id: string;
  /** Who holds it, for operators ("billing-export", "partner-x"). */
  name: string;
  scope: ApiTokenScope;
  rate: RateLimit;
  /** SHA-256 of the whole token, hex. */
  secretHash: string;
  /** ISO-8601 moment of issue. */
  createdAt: string;
}

/**
 * Issued integrator tokens (issue "The gateway in production and for integrators"). In Redis when
 * `REDIS_URL` is set, so every instance knows every token; else in a JSON file under `DATA_DIR`, so
 * tokens survive restarts of the single instance. Operators manage them with `scripts/apiTokens.ts`.
 */
export interface ApiTokenStore {
  get(id: string): Promise<ApiTokenRecord | undefined>;
  list(): Promise<ApiTokenRecord[]>;
  add(record: ApiTokenRecord): Promise<void>;
  /** False when no token has this id. */
  remove(id: string): Promise<boolean>;
}
