export interface BulkheadOptions {
  /** Calls in flight at once (`UPSTREAM_FAMILY_CONCURRENCY`). */
  maxConcurrent: number;
  /** Calls waiting for a slot beyond those (`UPSTREAM_FAMILY_QUEUE`); more are refused at once. */
  maxQueued: number;
}

/** Gives the slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

interface Waiter {
  grant: (release: ReleaseSlot) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A concurrency bound with a bounded queue, one per upstream path family (`families.ts`): calls that
 * find every slot taken wait, first come first served, for a short bounded time, so that a burst is
 * smoothed while a family whose calls hang fails fast instead of piling up callers.
 */
export class Bulkhead {
  readonly #options: BulkheadOptions;
  #active = 0;
  readonly #queue: Waiter[] = [];

  constructor(options: BulkheadOptions) {
    this.#options = options;
  }

  get active(): number {
    return this.#active;
  }

  get queued(): number {
    return this.#queue.length;
  }

  /**
   * A slot now, or once one is freed within `waitMs`; undefined when the queue is full or the wait
   * ran out. The caller must release the slot it got.
   */
  acquire(waitMs: number): Promise<ReleaseSlot | undefined> {
    if (this.#active < this.#options.maxConcurrent) return Promise.resolve(this.#take());
    if (this.#queue.length >= this.#options.maxQueued || waitMs <= 0) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          this.#queue.splice(this.#queue.indexOf(waiter), 1);
          resolve(undefined);
        }, waitMs),
      };
      waiter.timer.unref();
      this.#queue.push(waiter);
    });
  }

  #take(): ReleaseSlot {
    this.#active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      const next = this.#queue.shift();
      if (next === undefined) return;
      clearTimeout(next.timer);
      next.grant(this.#take());
    };
  }
}
