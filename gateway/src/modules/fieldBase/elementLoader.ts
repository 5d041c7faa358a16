import type DataLoader from 'dataloader';
import { createBatchGate, loaderById, perRequest, type BatchGate } from '../../batching.ts';
import { sharedLookup } from '../../cache/sharedLookups.ts';
import type { GatewayContext } from '../../context.ts';
import { getElements, getElementTypes, type UpstreamElement, type UpstreamElementType } from './api.ts';

/**
 * The request's reads of stations (`readStations`, `stations.ts`): the elements loader waits for them and
 * asks the upstream only for the ids they did not answer.
 */
export const stationReads = perRequest((): Set<Promise<readonly UpstreamElement[]>> => new Set());

/**
 * `ids` as one `/Element/GetItems` call, less those the request's reads of stations answered: a screen that
 * lists stations (elements, logs, maintenance) and rows naming stations reads each station once. The rows'
 * ids are asked for once those reads settle, which the screen's answer waits for anyway.
 */
async function readElements(ctx: GatewayContext, ids: readonly number[]): Promise<UpstreamElement[]> {
  const reads = stationReads(ctx);
  if (reads.size === 0) return getElements(ctx.upstream, ids);
  const known = new Map<number, UpstreamElement>();
  for (const read of await Promise.allSettled(reads)) {
    if (read.status === 'fulfilled') for (const station of read.value) known.set(station.elementId, station);
  }
  const missing = ids.filter((id) => !known.has(id));
  const found = ids.flatMap((id) => known.get(id) ?? []);
  return missing.length === 0 ? found : [...found, ...(await getElements(ctx.upstream, missing))];
}

/**
 * Elements by upstream id for employees: every element one operation refers to (stations of a page of
 * elements, the elements of job cards, logs, samples, map features) in one `/Element/GetItems` call.
 * Customers' sessions are refused upstream, so callers check `requireEmployee` first.
 */
function createElementLoader(ctx: GatewayContext, gate: BatchGate): DataLoader<number, UpstreamElement | null> {
  return loaderById((ids) => readElements(ctx, ids), (element) => element.elementId, gate);
}

/**
 * Lists of the request whose items name elements (`elementSources(ctx).hold(read)`): the elements loader
 * waits for them all, so a screen with several such lists (maintenance: job cards, investigations,
 * problem logs) reads their elements in one call.
 */
export const elementSources = perRequest((): BatchGate => createBatchGate());

/** The request's elements loader, made at its first use (`batching.ts`, perRequest). */
export const elementLoader = perRequest((ctx) => createElementLoader(ctx, elementSources(ctx)));

/**
 * The element types: a screen's fields (the types list, the station pickers of the elements, maintenance and
 * measurement screens) each need them, nothing in the portal changes them, and they are the same for every
 * employee (`cache/sharedLookups.ts`; callers check the viewer first). Once per request even when the shared
 * cache is off.
 */
export const elementTypesOf = perRequest(
  (ctx): Promise<UpstreamElementType[]> => sharedLookup(ctx, 'elementTypes', () => getElementTypes(ctx.upstream)),
);

/** The ids of the element types that are stations (`elementTypesOf`). */
export async function stationTypeIds(ctx: GatewayContext): Promise<number[]> {
  return (await elementTypesOf(ctx)).filter((type) => type.isStation).map((type) => type.typeId);
}
