/**
 * Short records shared by every instance (in Redis when the gateway scales out, docs/architecture.md §5): which OTP
 * session made which submission (`modules/otpSession/submitOnce.ts`). Values are opaque strings.
 */
export interface SubmissionStore {
  /** Stores `value` under `key` for `ttlMs` unless the key exists: true when this call stored it. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | undefined>;
  /** Stores `value` under `key` for `ttlMs`, whatever was there. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
