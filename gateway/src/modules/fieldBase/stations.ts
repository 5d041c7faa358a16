import type { GatewayContext } from '../../context.ts';
import { MAX_UPSTREAM_PAGE_SIZE } from '../../relay/connection.ts';
import { getElementList } from './api.ts';
import { elementLoader, stationTypeIds } from './elementLoader.ts';
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
  const typeIds = await stationTypeIds(ctx);
  if (typeIds.length === 0) return [];
  const read = async (page: number, size: number) => {
    const result = await getElementList(ctx.upstream, { TypeIds: typeIds, ...text }, page, size);
    for (const item of result.items) elementLoader(ctx).prime(item.elementId, item);
    return { total: result.total, items: result.items.map(toElementModel) };
  };
  if (pageSize !== null) return (await read(1, pageSize)).items;
  const cache = ctx.services.sharedCache;
  const known = await cache.get(PAGES_KEY, async () => 1);
  const ahead = Array.from({ length: Math.max(1, known) }, (_, index) => read(index + 1, MAX_UPSTREAM_PAGE_SIZE));
  // A page asked for ahead and not needed (fewer stations than last time) may fail unseen.
  for (const page of ahead) page.catch(() => undefined);
  const found: ElementModel[] = [];
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
