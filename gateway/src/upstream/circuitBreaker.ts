/** `closed`: calls go through; `open`: calls fail fast; `half_open`: one probe call decides. */
export type CircuitState = 'closed' | 'open' | 'half_open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit (`UPSTREAM_CIRCUIT_FAILURES`). */
  failureThreshold: number;
  /** Time the circuit stays open before a probe (`UPSTREAM_CIRCUIT_COOLDOWN_MS`). */
  cooldownMs: number;
  onStateChange?: (state: CircuitState) => void;
  /** The clock of the cool-down, in milliseconds (`Date.now` unless a test moves its own). */
  now?: () => number;
}

/**
 * One per upstream path family and gateway instance (`families.ts`): while a part of the utility API
 * is down or hangs, its calls fail at once with UPSTREAM_UNAVAILABLE instead of each waiting for its
 * timeout and piling load onto a recovering backend. After the cool-down one call probes it.
 */
export class CircuitBreaker {
  readonly #options: CircuitBreakerOptions;
  readonly #now: () => number;
  #state: CircuitState = 'closed';
  #failures = 0;
  #openedAt = 0;
  #probing = false;

  constructor(options: CircuitBreakerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    return this.#state;
  }

  /** Whether `tryAcquire` would refuse now; asking changes nothing. */
  refusesNow(): boolean {
    if (this.#state === 'open') return this.#now() - this.#openedAt < this.#options.cooldownMs;
    return this.#state === 'half_open' && this.#probing;
  }

  /** Whether a call may go to the upstream now. Every `true` must be followed by one `record…`. */
  tryAcquire(): boolean {
    if (this.#state === 'closed') return true;
    if (this.#state === 'open' && this.#now() - this.#openedAt >= this.#options.cooldownMs) {
      this.#set('half_open');
    }
    if (this.#state !== 'half_open' || this.#probing) return false;
    this.#probing = true;
    return true;
  }

  recordSuccess(): void {
    this.#failures = 0;
    this.#probing = false;
    if (this.#state === 'half_open') this.#set('closed');
  }

  recordFailure(): void {
    this.#probing = false;
    if (this.#state === 'open') return;
    this.#failures += 1;
    if (this.#state === 'half_open' || this.#failures >= this.#options.failureThreshold) {
      this.#openedAt = this.#now();
      this.#set('open');
    }
  }

  #set(state: CircuitState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#options.onStateChange?.(state);
  }
}
