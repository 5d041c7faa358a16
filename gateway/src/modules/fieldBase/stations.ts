import type { GatewayContext } from '../../context.ts';
import { MAX_UPSTREAM_PAGE_SIZE, type UpstreamPage } from '../../relay/connection.ts';
import { getElementList, type UpstreamElement } from './api.ts';
import { elementLoader, stationTypeIds, stationReads } from './elementLoader.ts';
import { toElementModel, type ElementModel } from './resolvers.ts';


/**
 * How many pages every station took when this gateway last read them all (the same for every employee), kept
 * beside the shared lookups: the next read asks for that many pages at once instead of one after the other.
 */
const PAGES_KEY = 'hint:stationPages';

/**
 * Stations (the elements of the station types), each primed into the request's element loader: one page of
 * `pageSize` matching `text` (a picker's search, the logs screen's list), or with a null page size every
 * station, a hundred (MAX_UPSTREAM_PAGE_SIZE) a call (about 10 at `small`, 125 at `large`): the pages the last such read took are
 * asked for at once (`PAGES_KEY`), any further ones one after the other, so that a utility with more than
 * a hundred stations waits for one round trip, not two. Callers check the viewer first.
 */
export async function readStations(ctx: GatewayContext, text: { Text?: string }, pageSize: number | null): Promise<ElementModel[]> {
  const read = pageSize === null ? readEveryStation(ctx, text) : readFirstPage(ctx, text, pageSize);
  // Known from the start of the read: a station asked for by id waits for it (`loadStation`).
  stationReads(ctx).add(read);
  return (await read).map(toElementModel);
}

async function readFirstPage(ctx: GatewayContext, text: { Text?: string }, pageSize: number): Promise<UpstreamElement[]> {
  const typeIds = await stationTypeIds(ctx);
  return typeIds.length === 0 ? [] : (await readStationPage(ctx, typeIds, text, 1, pageSize)).items;
}

/** A page of the stations matching `text`, each primed into the request's element loader. */
async function readStationPage(ctx: GatewayContext, typeIds: number[], text: { Text?: string }, page: number, size: number): Promise<UpstreamPage<UpstreamElement>> {
  const result = await getElementList(ctx.upstream, { TypeIds: typeIds, ...text }, page, size);
  for (const item of result.items) elementLoader(ctx).prime(item.elementId, item);
  return result;
}

/** Every station (of `text`'s matches), by pages of MAX_UPSTREAM_PAGE_SIZE, as `readStations` tells. */
async function readEveryStation(ctx: GatewayContext, text: { Text?: string }): Promise<UpstreamElement[]> {
  const typeIds = await stationTypeIds(ctx);
  if (typeIds.length === 0) return [];
  const read = (page: number, size: number) => readStationPage(ctx, typeIds, text, page, size);
  const cache = ctx.services.sharedCache;
  const known = await cache.get(PAGES_KEY, async () => 1);
  const ahead = Array.from({ length: Math.max(1, known) }, (_, index) => read(index + 1, MAX_UPSTREAM_PAGE_SIZE));
  // A page asked for ahead and not needed (fewer stations than last time) may fail unseen.
  for (const page of ahead) page.catch(() => undefined);
  const found: UpstreamElement[] = [];
  for (let page = 1; ; page += 1) {
    const result = await (ahead[page - 1] ?? read(page, MAX_UPSTREAM_PAGE_SIZE));
    found.push(...result.items);
    if (result.items.length < MAX_UPSTREAM_PAGE_SIZE || found.length >= result.total) {
      if (page !== known) {
        cache.delete(PAGES_KEY);
        void cache.get(PAGES_KEY, async () => page);
      }
      return found;
    }
  }
}
