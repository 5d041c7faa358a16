import { describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { infoSelecting as infoSelectingOf } from '../../testing/resolveInfo.ts';
import { elementLoader } from './elementLoader.ts';
import { readRowElements, rowElement } from './rowElements.ts';

/** An employee's request whose upstream records each `/Element/GetItems` and answers every id but 99 (or fails). */
function request(failing = false) {
  const calls: number[][] = [];
  const upstream = {
    read: async (path: string, body: { Ids?: number[] }) => {
      if (path !== '/Element/GetItems') throw new Error(`unexpected ${path}`);
      calls.push(body.Ids ?? []);
      if (failing) throw new Error('/Element/GetItems failed');
      return { items: (body.Ids ?? []).filter((id) => id !== 99).map((elementId) => ({ elementId, code: `E-${elementId}`, name: `Element ${elementId}` })) };
    },
  };
  return { ctx: { upstream, loaderScope: {}, services: {} } as unknown as GatewayContext, calls };
}

const infoSelecting = (selection: string): GraphQLResolveInfo => infoSelectingOf('jobCards', selection);

interface Row {
  stationId: number | null;
  elementId: number | null;
}

const rows: Row[] = [
  { stationId: 1, elementId: 10 },
  { stationId: 1, elementId: 11 },
  { stationId: null, elementId: 99 },
];
const FIELDS = { station: (row: Row) => row.stationId, element: (row: Row) => row.elementId };

describe('readRowElements', () => {
  it('reads the elements the selected fields name, each once, in one call, and the rows answer them at once', async () => {
    const { ctx, calls } = request();
    const page = await readRowElements(ctx, infoSelecting('edges { node { id station { code } element { code name } } }'), rows, FIELDS);
    expect(calls).toEqual([[1, 10, 11, 99]]);
    const station = rowElement(ctx, page, 1);
    expect(station).not.toBeInstanceOf(Promise);
    expect(station).toMatchObject({ __typename: 'Element', elementId: 1, code: 'E-1' });
    // The rows that name one element share its model; an element the upstream does not know is null.
    expect(rowElement(ctx, page, 1)).toBe(station);
    expect(rowElement(ctx, page, 99)).toBeNull();
    expect(rowElement(ctx, page, null)).toBeNull();
    // A record read alone (no page) goes through the loader, which holds what the page read: no second call.
    const alone = rowElement(ctx, undefined, 10);
    expect(alone).toBeInstanceOf(Promise);
    await expect(alone).resolves.toMatchObject({ code: 'E-10' });
    expect(calls).toHaveLength(1);
  });

  it('reads only for the fields this request selects, and nothing for an empty page', async () => {
    const onlyElements = request();
    await readRowElements(onlyElements.ctx, infoSelecting('edges { node { element { code } } }'), rows, FIELDS);
    expect(onlyElements.calls).toEqual([[10, 11, 99]]);
    const neither = request();
    expect(await readRowElements(neither.ctx, infoSelecting('totalCount edges { node { id } }'), rows, FIELDS)).toBeUndefined();
    const empty = request();
    expect(await readRowElements(empty.ctx, infoSelecting('edges { node { element { code } } }'), [], FIELDS)).toBeUndefined();
    expect([...neither.calls, ...empty.calls]).toEqual([]);
  });

  it('leaves a failed read to the rows, each of which reports its error', async () => {
    const { ctx, calls } = request(true);
    const page = await readRowElements(ctx, infoSelecting('edges { node { element { code } } }'), rows, FIELDS);
    expect(() => rowElement(ctx, page, 10)).toThrow('/Element/GetItems failed');
    expect(() => rowElement(ctx, page, 11)).toThrow('/Element/GetItems failed');
    expect(calls).toHaveLength(1);
  });

  it('joins the batch of the loader the rows would use', async () => {
    const { ctx, calls } = request();
    const other = elementLoader(ctx).load(5);
    await readRowElements(ctx, infoSelecting('edges { node { element { code } } }'), rows.slice(0, 1), FIELDS);
    await other;
    expect(calls).toEqual([[5, 10]]);
  });
});
