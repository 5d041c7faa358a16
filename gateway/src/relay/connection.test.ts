import { describe, expect, it } from 'vitest';
import { offsetCursor, pageSizeFor, resolveConnection, type UpstreamPage } from './connection.ts';

/** An upstream list of `size` numbered items that records the pages asked for. */
function list(size: number) {
  const items = Array.from({ length: size }, (_, index) => `item${index}`);
  const calls: Array<{ page: number; pageSize: number }> = [];
  const fetchPage = async (page: number, pageSize: number): Promise<UpstreamPage<string>> => {
    calls.push({ page, pageSize });
    return { total: size, items: items.slice((page - 1) * pageSize, page * pageSize) };
  };
  return { calls, fetchPage };
}

describe('pageSizeFor', () => {
  it('uses the requested size when the window is aligned', () => {
    expect(pageSizeFor(0, 5)).toBe(5);
    expect(pageSizeFor(10, 5)).toBe(5);
  });

  it('grows the page until the window lies within one page', () => {
    // [3,5): size 2 splits it into pages [2,4) and [4,6); size 3 holds it in [3,6).
    expect(pageSizeFor(3, 2)).toBe(3);
    // [1,3): sizes 2 split it, size 3 holds it in [0,3).
    expect(pageSizeFor(1, 2)).toBe(3);
  });

  it('gives up beyond the upstream page limit', () => {
    expect(pageSizeFor(99, 2, 100)).toBe(3);
    expect(pageSizeFor(150, 100, 100)).toBeUndefined();
  });
});

describe('resolveConnection', () => {
  it('returns the first page with cursors, page info and total', async () => {
    const { calls, fetchPage } = list(5);
    const connection = await resolveConnection({ first: 2 }, fetchPage);
    expect(connection).toEqual({
      edges: [
        { cursor: offsetCursor(0), node: 'item0' },
        { cursor: offsetCursor(1), node: 'item1' },
      ],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: offsetCursor(0), endCursor: offsetCursor(1) },
      totalCount: 5,
    });
    expect(calls).toEqual([{ page: 1, pageSize: 2 }]);
  });

  it('continues after a cursor with one upstream call even when the window is not aligned', async () => {
    const { calls, fetchPage } = list(5);
    const connection = await resolveConnection({ first: 2, after: offsetCursor(0) }, fetchPage);
    expect(connection.edges.map((edge) => edge.node)).toEqual(['item1', 'item2']);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(calls).toEqual([{ page: 1, pageSize: 3 }]);
  });

  it('ends with hasNextPage false on the last page', async () => {
    const { fetchPage } = list(5);
    const connection = await resolveConnection({ first: 2, after: offsetCursor(2) }, fetchPage);
    expect(connection.edges.map((edge) => edge.node)).toEqual(['item3', 'item4']);
    expect(connection.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: offsetCursor(3),
      endCursor: offsetCursor(4),
    });
  });

  it('reads two pages when no single page within the limit holds the window', async () => {
    const { calls, fetchPage } = list(300);
    const connection = await resolveConnection({ first: 100, after: offsetCursor(149) }, fetchPage);
    expect(connection.edges).toHaveLength(100);
    expect(connection.edges[0]?.node).toBe('item150');
    expect(connection.edges.at(-1)?.node).toBe('item249');
    expect(calls).toEqual([
      { page: 2, pageSize: 100 },
      { page: 3, pageSize: 100 },
    ]);
  });

  it('caps first at 100 and answers an empty page with the total for first: 0', async () => {
    const { calls, fetchPage } = list(300);
    expect((await resolveConnection({ first: 500 }, fetchPage)).edges).toHaveLength(100);
    const empty = await resolveConnection({ first: 0 }, fetchPage);
    expect(empty).toEqual({
      edges: [],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 300,
    });
    expect(calls.at(-1)).toEqual({ page: 1, pageSize: 1 });
  });

  it('rejects a negative first and a garbled cursor with user-facing errors', async () => {
    const { fetchPage } = list(5);
    await expect(resolveConnection({ first: -1 }, fetchPage)).rejects.toMatchObject({
      message: '`first` must not be negative.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expect(resolveConnection({ first: 1, after: 'nonsense' }, fetchPage)).rejects.toMatchObject({
      message: 'The `after` cursor is not valid.',
    });
  });
});
