import DataLoader from 'dataloader';
import type { GatewayContext } from './context.ts';
import type { Loaders } from './loaders.ts';

/** The upstream's batch reads (`Ids` of `/…/GetItems`) take at most this many ids. */
export const MAX_UPSTREAM_IDS = 100;

/**
 * Objects by upstream id: every id one operation asks for in one batch read per tick (`read` answers those
 * of `ids` it knows, in any order); ids it leaves out (unknown, or not the viewer's) load as null.
 */
export function loaderById<T>(read: (ids: readonly number[]) => Promise<readonly T[]>, idOf: (item: T) => number): DataLoader<number, T | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await read(ids)).map((item) => [idOf(item), item]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_UPSTREAM_IDS },
  );
}

/**
 * A module's own per-request state (its loaders), made at its first use and kept with the request's
 * loaders, so nothing user-specific lives at module level and a mutation that rebinds the viewer (which
 * replaces `ctx.loaders`) starts afresh.
 */
export function perRequest<T>(create: (ctx: GatewayContext) => T): (ctx: GatewayContext) => T {
  const made = new WeakMap<Loaders, T>();
  return (ctx) => {
    let value = made.get(ctx.loaders);
    if (value === undefined) {
      value = create(ctx);
      made.set(ctx.loaders, value);
    }
    return value;
  };
}

/** The positive whole number a global id's key (or a route value) holds, else undefined. */
export function positiveId(key: string | undefined): number | undefined {
  const id = Number(key);
  return key !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
