import type { GatewayContext } from '../../context.ts';
import { getElementList } from './api.ts';
import { elementLoader, stationTypeIds } from './elementLoader.ts';
import { toElementModel, type ElementModel } from './resolvers.ts';

/** The upstream answers at most this many elements per page. */
const STATION_PAGE = 100;

/**
 * Stations (the elements of the station types), each primed into the request's element loader: one page of
 * `pageSize` matching `text` (a picker's search, the logs screen's list), or with a null page size every
 * station, a hundred a call (about 10 at `small`, 125 at `large`). Callers check the viewer first.
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
  const found: ElementModel[] = [];
  for (let page = 1; ; page += 1) {
    const result = await read(page, STATION_PAGE);
    found.push(...result.items);
    if (result.items.length < STATION_PAGE || found.length >= result.total) return found;
  }
}
