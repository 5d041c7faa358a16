/** One counted request in a fixed window. */
interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/**
 * Counters of requests per key in fixed windows. In memory for one instance; in Redis the count is
 * shared by every instance (docs/architecture.md §5), so a limit holds however a load balancer spreads requests.
 * Fixed windows cost one round trip (INCR, PEXPIRE) and let at most twice the limit through around
 * a window boundary, which is enough for protecting the upstream from one integrator.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The key's count in its current window, without counting: 0 when no window runs. */
  peek(key: string): Promise<number>;
  /**
   * Takes back one hit of a window that is still running (an attempt that turned out not to be the
   * kind of thing the limit counts); nothing when the window has ended.
   */
  refund(key: string): Promise<void>;
  close(): Promise<void>;
}
