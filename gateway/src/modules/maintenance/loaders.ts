import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.ts';
import type { Loaders } from '../../loaders.ts';
import {
  getAllocations,
  getInvestigations,
  getJobCards,
  getLookups,
  getProblemLogs,
  type UpstreamAllocations,
  type UpstreamInvestigation,
  type UpstreamJobCard,
  type UpstreamLookup,
  type UpstreamLookups,
  type UpstreamProblemLog,
} from './api.ts';

/** The upstream's id lists hold at most this many ids. */
const MAX_BATCH = 100;

interface MaintenanceLoaders {
  jobCards: DataLoader<number, UpstreamJobCard | null>;
  allocations: DataLoader<number, UpstreamAllocations | null>;
  investigations: DataLoader<number, UpstreamInvestigation | null>;
  problemLogs: DataLoader<number, UpstreamProblemLog | null>;
  lookups: Promise<UpstreamLookups> | null;
}

function byId<T>(fetch: (ids: readonly number[]) => Promise<T[]>, key: (item: T) => number): DataLoader<number, T | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await fetch(ids)).map((item) => [key(item), item]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** Per-request loaders of the module, kept beside the request's shared loaders (nothing user-specific at module level). */
const perRequest = new WeakMap<Loaders, MaintenanceLoaders>();

export function maintenanceLoaders(ctx: GatewayContext): MaintenanceLoaders {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = {
      jobCards: byId((ids) => getJobCards(ctx.upstream, ids), (card) => card.jobCardId),
      allocations: byId((ids) => getAllocations(ctx.upstream, ids), (item) => item.jobCardId),
      investigations: byId((ids) => getInvestigations(ctx.upstream, ids), (item) => item.investigationId),
      problemLogs: byId((ids) => getProblemLogs(ctx.upstream, ids), (item) => item.problemLogId),
      lookups: null,
    };
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

/** The lookups, fetched once per request however many cards read them. */
export function lookupsOf(ctx: GatewayContext): Promise<UpstreamLookups> {
  const loaders = maintenanceLoaders(ctx);
  loaders.lookups ??= getLookups(ctx.upstream);
  return loaders.lookups;
}

/** A lookup value by its id, or null (ids of every kind are distinct). */
export async function lookupById(ctx: GatewayContext, id: number | null): Promise<UpstreamLookup | null> {
  if (id === null) return null;
  const { lookups } = await lookupsOf(ctx);
  return Object.values(lookups).flat().find((item) => item.id === id) ?? null;
}
