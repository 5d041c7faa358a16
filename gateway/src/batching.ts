import DataLoader from 'dataloader';
import type { GatewayContext, LoaderScope } from './context.ts';

/** The upstream's batch reads (`Ids` of `/…/GetItems`) take at most this many ids. */
const MAX_UPSTREAM_IDS = 100;

/**
 * Objects by upstream id: every id one operation asks for in one batch read per tick (`read` answers those
 * of `ids` it knows, in any order); ids it leaves out (unknown, or not the viewer's) load as null.
 */
export function loaderById<T>(
  read: (ids: readonly number[]) => Promise<readonly T[]>,
  idOf: (item: T) => number,
  gate?: BatchGate,
): DataLoader<number, T | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await read(ids)).map((item) => [idOf(item), item]));
      return ids.map((id) => found.get(id) ?? null);
    },
    gate === undefined ? { maxBatchSize: MAX_UPSTREAM_IDS } : { maxBatchSize: MAX_UPSTREAM_IDS, batchScheduleFn: gate.schedule },
  );
}

/**
 * Reads of one operation whose answers will ask a loader for more (lists whose items name elements): the
 * loader's batch waits until every read held so far is answered, so that three lists answering one after
 * the other take one batch read rather than one each. Reads held once the batch has gone make the next one.
 */
export interface BatchGate {
  /** Holds the loader's batches until `read` settles; answers `read` unchanged. `read` must not wait for the loader (it would wait for itself). */
  hold<T>(read: Promise<T>): Promise<T>;
  /** The loader's `batchScheduleFn`. */
  schedule(dispatch: () => void): void;
}

export function createBatchGate(): BatchGate {
  const held = new Set<Promise<unknown>>();
  const schedule = (dispatch: () => void): void => {
    // As DataLoader does by default: after the promise jobs of this turn, so that every load they make joins.
    if (held.size === 0) void Promise.resolve().then(() => process.nextTick(dispatch));
    else void Promise.allSettled([...held]).then(() => schedule(dispatch));
  };
  return {
    hold(read) {
      held.add(read);
      const release = () => held.delete(read);
      read.then(release, release);
      return read;
    },
    schedule,
  };
}

/**
 * How every module keeps its per-request state (its DataLoaders): made at its first use, so a request
 * (a subscription's stream above all) makes only the loaders it uses, and kept under the request's
 * `loaderScope`, so nothing user-specific lives at module level and a mutation that rebinds the viewer
 * (which replaces the scope) starts afresh.
 */
export function perRequest<T>(create: (ctx: GatewayContext) => T): (ctx: GatewayContext) => T {
  const made = new WeakMap<LoaderScope, T>();
  return (ctx) => {
    let value = made.get(ctx.loaderScope);
    if (value === undefined) {
      value = create(ctx);
      made.set(ctx.loaderScope, value);
    }
    return value;
  };
}

/** The positive whole number a global id's key (or a route value) holds, else undefined. */
export function positiveId(key: string | undefined): number | undefined {
  const id = Number(key);
  return key !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * What one request's batch reads of a loader have answered, by id: the item, or the error of the read that
 * failed (which the loader forgets, to try again). A field asked for every row of a list whose reads were
 * awaited before the rows (an enquiry page) answers from here at once, without a promise per row, and a
 * failed read stays failed for every row as it would through the loader, without a second call. Only for
 * loaders nothing clears or primes within a request: what is recorded here would outlive the change.
 */
export interface AnsweredReads<T> {
  /** `read` (of `ids`) as it is, its items or its error recorded for each id as it settles. */
  record(ids: readonly number[], read: Promise<readonly T[]>): Promise<readonly T[]>;
  /** The item `id`, or the error its read failed with (thrown), or `load()` when no read has answered it. */
  answerOr<R>(id: number, load: () => R): T | R;
}

/** A failed read's error, told apart from any item. */
class FailedRead {
  readonly error: unknown;
  constructor(error: unknown) {
    this.error = error;
  }
}

export function answeredReads<T>(idOf: (item: T) => number): AnsweredReads<T> {
  const answers = new Map<number, T | FailedRead>();
  return {
    async record(ids, read) {
      try {
        const items = await read;
        for (const item of items) answers.set(idOf(item), item);
        return items;
      } catch (error) {
        const failed = new FailedRead(error);
        for (const id of ids) answers.set(id, failed);
        throw error;
      }
    },
    answerOr(id, load) {
      const answer = answers.get(id);
      if (answer === undefined) return load();
      if (answer instanceof FailedRead) throw answer.error;
      return answer;
    },
  };
}

/**
 * `next` of a value a loader may already hold (answered at once) or may still be reading (a promise): at once
 * for the first, so a field of every row of a page answers without a promise when its read is done.
 */
export function thenOrNow<T, R>(value: T | Promise<T>, next: (value: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
