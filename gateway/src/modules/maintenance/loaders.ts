import type DataLoader from 'dataloader';
import { loaderById, perRequest } from '../../batching.ts';
import { sharedLookup } from '../../cache/sharedLookups.ts';
import type { GatewayContext } from '../../context.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
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

/** 000 §6: the maintenance side of the O&M applications area. */
export const FEATURE = 'omApplications';

interface MaintenanceLoaders {
  jobCards: DataLoader<number, UpstreamJobCard | null>;
  allocations: DataLoader<number, UpstreamAllocations | null>;
  investigations: DataLoader<number, UpstreamInvestigation | null>;
  problemLogs: DataLoader<number, UpstreamProblemLog | null>;
  lookups: Promise<UpstreamLookups> | null;
  /** The lookups by id once `lookups` has answered (for this request's viewer, checked by `lookupsOf`). */
  lookupsById: ReadonlyMap<number, UpstreamLookup> | null;
}


/** Per-request loaders of the module (nothing user-specific at module level). */
export const maintenanceLoaders = perRequest(
  (ctx): MaintenanceLoaders => ({
    jobCards: loaderById((ids) => getJobCards(ctx.upstream, ids), (card) => card.jobCardId),
    allocations: loaderById((ids) => getAllocations(ctx.upstream, ids), (item) => item.jobCardId),
    investigations: loaderById((ids) => getInvestigations(ctx.upstream, ids), (item) => item.investigationId),
    problemLogs: loaderById((ids) => getProblemLogs(ctx.upstream, ids), (item) => item.problemLogId),
    lookups: null,
    lookupsById: null,
  }),
);

/**
 * The lookups, the same for every employee of the area (`cache/sharedLookups.ts`): once per request
 * however many cards read them, and from the shared cache when another request read them lately. The
 * area is checked here, per request, because the cache no longer asks the utility, which checked it too.
 */
export function lookupsOf(ctx: GatewayContext): Promise<UpstreamLookups> {
  const loaders = maintenanceLoaders(ctx);
  loaders.lookups ??= requireEmployee(ctx, FEATURE)
    .then(() => sharedLookup(ctx, 'jobCard', () => getLookups(ctx.upstream)))
    .then((lookups) => {
      loaders.lookupsById = byId(lookups);
      return lookups;
    });
  return loaders.lookups;
}

/** Each lookups answer by id, made once for it (the shared cache hands every request the same answer). */
const indexes = new WeakMap<UpstreamLookups, ReadonlyMap<number, UpstreamLookup>>();

function byId(lookups: UpstreamLookups): ReadonlyMap<number, UpstreamLookup> {
  let index = indexes.get(lookups);
  if (index === undefined) {
    const made = new Map<number, UpstreamLookup>();
    for (const item of Object.values(lookups.lookups).flat()) if (!made.has(item.id)) made.set(item.id, item);
    index = made;
    indexes.set(lookups, index);
  }
  return index;
}

/**
 * A lookup value by its id, or null (ids of every kind are distinct): at once when this request has the
 * lookups, so that a page's rows answer theirs without a promise each; else once they are read.
 */
export function lookupById(ctx: GatewayContext, id: number | null): UpstreamLookup | null | Promise<UpstreamLookup | null> {
  if (id === null) return null;
  const known = maintenanceLoaders(ctx).lookupsById;
  if (known !== null) return known.get(id) ?? null;
  return lookupsOf(ctx).then((lookups) => byId(lookups).get(id) ?? null);
}
