import type DataLoader from 'dataloader';
import { createBatchGate, loaderById, perRequest, type BatchGate } from '../../batching.ts';
import { sharedLookup } from '../../cache/sharedLookups.ts';
import type { GatewayContext } from '../../context.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getElements, getElementTypes, type UpstreamElement, type UpstreamElementType } from './api.ts';

/** The request's reads of stations (`readStations`, `stations.ts`), which prime its elements loader. */
export const stationReads = perRequest((): Set<Promise<unknown>> => new Set());

/**
 * A station by id, once the request's reads of stations have settled: from them when they answered it (the
 * loader holds what they primed), else through the loader. The elements screen lists the stations and its
 * rows name theirs: each station is read once, and the rows wait for no more than the screen does. Other
 * elements do not wait: most are not stations, and a read of stations would only delay theirs.
 */
export async function loadStation(ctx: GatewayContext, id: number): Promise<UpstreamElement | null> {
  const reads = stationReads(ctx);
  if (reads.size > 0) await Promise.allSettled(reads);
  return elementLoader(ctx).load(id);
}

/**
 * Elements by upstream id for employees: every element one operation refers to (stations of a page of
 * elements, the elements of job cards, logs, samples, map features) in one `/Element/GetItems` call.
 * Customers' sessions are refused upstream, so callers check `requireEmployee` first.
 */
function createElementLoader(upstream: UpstreamClient, gate: BatchGate): DataLoader<number, UpstreamElement | null> {
  return loaderById((ids) => getElements(upstream, ids), (element) => element.elementId, gate);
}

/**
 * Lists of the request whose items name elements (`elementSources(ctx).hold(read)`): the elements loader
 * waits for them all, so a screen with several such lists (maintenance: job cards, investigations,
 * problem logs) reads their elements in one call.
 */
export const elementSources = perRequest((): BatchGate => createBatchGate());

/** The request's elements loader, made at its first use (`batching.ts`, perRequest). */
export const elementLoader = perRequest((ctx) => createElementLoader(ctx.upstream, elementSources(ctx)));

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
