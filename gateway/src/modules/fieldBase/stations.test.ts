import { describe, expect, it } from 'vitest';
import { createTtlCache, type TtlCache } from '../../cache/ttlCache.ts';
import type { GatewayContext } from '../../context.ts';
import { elementLoader, loadStation } from './elementLoader.ts';
import { readStations } from './stations.ts';

/**
 * One gateway (its shared cache) whose upstream has `count()` stations and records the pages of every station
 * list asked for; with `hold`, a list is answered only once every list asked for so far has been asked for
 * (the calls left together) and the test lets them go.
 */
function gateway(count: () => number, sharedCache: TtlCache = createTtlCache(60_000)) {
  const pages: number[] = [];
  let waiting: Array<() => void> = [];
  const request = () => {
    const upstream = {
      read: async (path: string, body: { Options?: { Page: number; PageSize: number } }) => {
        if (path === '/Element/GetTypes') return { items: [{ typeId: 1, isStation: true }, { typeId: 4, isStation: false }] };
        if (path !== '/Element/GetList') throw new Error(`unexpected ${path}`);
        const { Page, PageSize } = body.Options ?? { Page: 1, PageSize: 100 };
        pages.push(Page);
        await new Promise<void>((resolve) => waiting.push(resolve));
        const ids = Array.from({ length: count() }, (_, index) => index + 1).slice((Page - 1) * PageSize, Page * PageSize);
        return { total: count(), items: ids.map((elementId) => ({ elementId, code: `ST-${elementId}`, name: `Station ${elementId}`, stationId: null })) };
      },
    };
    return { upstream, language: 'en', loaderScope: {}, services: { sharedCache } } as unknown as GatewayContext;
  };
  /** Every station as one request reads them, with the pages that were in flight together at each answer. */
  const readAll = async () => {
    const rounds: number[][] = [];
    const read = readStations(request(), {}, null);
    let done = false;
    void read.finally(() => (done = true));
    while (!done) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (waiting.length === 0) continue;
      rounds.push(pages.splice(0));
      const answer = waiting;
      waiting = [];
      for (const resolve of answer) resolve();
    }
    return { codes: (await read).map((station) => station.code), rounds };
  };
  return { readAll };
}

const codes = (count: number) => Array.from({ length: count }, (_, index) => `ST-${index + 1}`);

describe('every station', () => {
  it('asks at once for as many pages as the last read took, then for any more one after the other', async () => {
    let stations = 125;
    const { readAll } = gateway(() => stations);
    const first = await readAll();
    expect(first).toEqual({ codes: codes(125), rounds: [[1], [2]] });
    // The next request asks for both pages together: one round trip.
    expect(await readAll()).toEqual({ codes: codes(125), rounds: [[1, 2]] });
    stations = 250;
    expect(await readAll()).toEqual({ codes: codes(250), rounds: [[1, 2], [3]] });
    expect(await readAll()).toEqual({ codes: codes(250), rounds: [[1, 2, 3]] });
    // Fewer stations: the page asked for ahead answers nothing and is not kept; the next read asks for one.
    stations = 60;
    expect(await readAll()).toEqual({ codes: codes(60), rounds: [[1, 2, 3]] });
    expect(await readAll()).toEqual({ codes: codes(60), rounds: [[1]] });
  });

  it('reads one page after the other when the shared cache is off', async () => {
    const { readAll } = gateway(() => 125, createTtlCache(0));
    await readAll();
    expect(await readAll()).toEqual({ codes: codes(125), rounds: [[1], [2]] });
  });
});

describe('a station by id beside a read of stations', () => {
  /** A request whose upstream has stations 1–3 and records the ids of every `/Element/GetItems`. */
  function request() {
    const asked: number[][] = [];
    const upstream = {
      read: async (path: string, body: { Ids?: number[] }) => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (path === '/Element/GetTypes') return { items: [{ typeId: 1, isStation: true }] };
        if (path === '/Element/GetList') return { total: 3, items: [1, 2, 3].map((elementId) => ({ elementId, code: `ST-${elementId}`, stationId: null })) };
        if (path !== '/Element/GetItems') throw new Error(`unexpected ${path}`);
        asked.push(body.Ids ?? []);
        return { items: (body.Ids ?? []).map((elementId) => ({ elementId, code: `E-${elementId}`, stationId: 1 })) };
      },
    };
    const ctx = { upstream, language: 'en', loaderScope: {}, services: { sharedCache: createTtlCache(60_000) } } as unknown as GatewayContext;
    return { ctx, asked };
  }
  const codes = (found: Array<{ code: string } | null>) => found.map((element) => element?.code);

  it.each([
    ['every station', null],
    ['a page of them', 10],
  ])('is found in %s, asked for before it answered; an id it did not answer is read by itself', async (_, pageSize) => {
    const { ctx, asked } = request();
    const stations = readStations(ctx, {}, pageSize);
    expect(codes(await Promise.all([loadStation(ctx, 2), loadStation(ctx, 500), loadStation(ctx, 3)]))).toEqual(['ST-2', 'E-500', 'ST-3']);
    expect(asked).toEqual([[500]]);
    expect((await stations).map((station) => station.code)).toEqual(['ST-1', 'ST-2', 'ST-3']);
  });

  it('leaves other elements to the loader at once, without waiting for the stations', async () => {
    const { ctx, asked } = request();
    void readStations(ctx, {}, null);
    expect(codes(await elementLoader(ctx).loadMany([2, 500]) as Array<{ code: string } | null>)).toEqual(['E-2', 'E-500']);
    expect(asked).toEqual([[2, 500]]);
  });
});
