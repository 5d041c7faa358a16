import { Bulkhead, type ReleaseSlot } from './bulkhead.ts';
import { CircuitBreaker, type CircuitState } from './circuitBreaker.ts';
import { UpstreamError, type UpstreamRefusal } from './UpstreamError.ts';

export interface UpstreamFamiliesOptions {
  /** Calls of one family in flight at once, and its connections (`UPSTREAM_FAMILY_CONCURRENCY`). */
  maxConcurrent: number;
  /** Calls of one family waiting for a slot (`UPSTREAM_FAMILY_QUEUE`). */
  maxQueued: number;
  /** The longest wait for a slot (`UPSTREAM_FAMILY_QUEUE_MS`). */
  queueWaitMs: number;
  /** Consecutive failures of one family that open its breaker (`UPSTREAM_CIRCUIT_FAILURES`). */
  failureThreshold: number;
  /** `UPSTREAM_CIRCUIT_COOLDOWN_MS`. */
  cooldownMs: number;
  /** The breakers' clock (`Date.now` unless a test moves its own). */
  now?: (() => number) | undefined;
  onStateChange?: (family: string, state: CircuitState) => void;
}

/** What the metrics show of one family. */
export interface UpstreamFamilyStatus {
  family: string;
  state: CircuitState;
  inFlight: number;
  queued: number;
}

/** A call let through: the breaker its outcome is recorded on, and its slot, to give back once its answer is read. */
export interface Admission {
  family: string;
  breaker: CircuitBreaker;
  release: ReleaseSlot;
}

/**
 * Bulkheads: each path family of the utility API has its own concurrency bound, queue, breaker and
 * connections (`transport.ts`), so calls that hang on one family cannot take the slots, sockets or
 * breaker of the others.
 */
export interface UpstreamFamilies {
  /** Waits for a slot of the path's family, at most `waitMs`; throws an `unavailable` UpstreamError with `refused`. */
  admit(path: string, waitMs: number): Promise<Admission>;
  statuses(): UpstreamFamilyStatus[];
}

/**
 * A path's family: its first segment, lower-cased as the upstream ignores case (`/Bill/GetItems` and
 * `/bill/Download` are `bill`). The upstream's controllers are its units of failure: one backend
 * table, service or lock behind each. Paths are the gateway's own constants, so families are few.
 */
export function familyOf(path: string): string {
  return path.replace(/^\/+/, '').split(/[/?#]/, 1)[0]?.toLowerCase() || '/';
}

interface Family {
  breaker: CircuitBreaker;
  bulkhead: Bulkhead;
}

export function createUpstreamFamilies(options: UpstreamFamiliesOptions): UpstreamFamilies {
  const families = new Map<string, Family>();

  function familyNamed(name: string): Family {
    let family = families.get(name);
    if (family === undefined) {
      family = {
        breaker: new CircuitBreaker({
          failureThreshold: options.failureThreshold,
          cooldownMs: options.cooldownMs,
          now: options.now,
          onStateChange: (state) => options.onStateChange?.(name, state),
        }),
        bulkhead: new Bulkhead({ maxConcurrent: options.maxConcurrent, maxQueued: options.maxQueued }),
      };
      families.set(name, family);
    }
    return family;
  }

  function refusal(path: string, name: string, refused: UpstreamRefusal): UpstreamError {
    const text =
      refused === 'circuit_open'
        ? `the circuit breaker of the ${name} calls is open`
        : `too many ${name} calls in flight and waiting`;
    return new UpstreamError({ kind: 'unavailable', path, text, refused });
  }

  return {
    async admit(path, waitMs) {
      const name = familyOf(path);
      const { breaker, bulkhead } = familyNamed(name);
      // An open breaker refuses before the queue: its callers must not wait for slots held by hung calls.
      if (breaker.refusesNow()) throw refusal(path, name, 'circuit_open');
      const release = await bulkhead.acquire(Math.min(options.queueWaitMs, waitMs));
      if (release === undefined) throw refusal(path, name, 'bulkhead_full');
      if (!breaker.tryAcquire()) {
        release();
        throw refusal(path, name, 'circuit_open');
      }
      return { family: name, breaker, release };
    },
    statuses() {
      return [...families].map(([family, { breaker, bulkhead }]) => ({
        family,
        state: breaker.state,
        inFlight: bulkhead.active,
        queued: bulkhead.queued,
      }));
    },
  };
}
