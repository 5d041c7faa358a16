import { badUserInputError } from '../errors.ts';

/** Relay connections return at most this many edges per request (docs/architecture.md §3). */
const MAX_FIRST = 100;

/** The upstream refuses larger pages (`utility-api` Options paging). */
export const MAX_UPSTREAM_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/** One page of an upstream list: `Options { PageSize, Page }` (Page 1-based) answers `total` and `items`. */
export interface UpstreamPage<T> {
  total: number;
  items: T[];
}

export type FetchPage<T> = (page: number, pageSize: number) => Promise<UpstreamPage<T>>;

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

const CURSOR_PREFIX = 'offset:';

/** A cursor is the opaque absolute offset of its edge in the whole list. */
export function offsetCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`, 'utf8').toString('base64url');
}

function offsetAfter(after: string | null | undefined): number {
  if (after === undefined || after === null) return 0;
  const decoded = Buffer.from(after, 'base64url').toString('utf8');
  const offset = decoded.startsWith(CURSOR_PREFIX) ? Number(decoded.slice(CURSOR_PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(offset) || offset < 0) throw badUserInputError('The `after` cursor is not valid.');
  return offset + 1;
}

/**
 * The smallest page size ≥ `count` whose page holds all of [offset, offset + count), so that one
 * upstream call serves the window; undefined when that would exceed the upstream's page limit.
 */
export function pageSizeFor(offset: number, count: number, limit = MAX_UPSTREAM_PAGE_SIZE): number | undefined {
  const last = offset + count - 1;
  for (let size = Math.max(count, 1); size <= limit; size += 1) {
    if (Math.floor(offset / size) === Math.floor(last / size)) return size;
  }
  return undefined;
}

async function fetchWindow<T>(offset: number, count: number, fetchPage: FetchPage<T>): Promise<UpstreamPage<T>> {
  const size = pageSizeFor(offset, count);
  if (size !== undefined) {
    const page = Math.floor(offset / size);
    const result = await fetchPage(page + 1, size);
    const start = offset - page * size;
    return { total: result.total, items: result.items.slice(start, start + count) };
  }
  // No single page fits: the window spans two consecutive pages of `count` items.
  const page = Math.floor(offset / count);
  const [first, second] = await Promise.all([fetchPage(page + 1, count), fetchPage(page + 2, count)]);
  const start = offset - page * count;
  return { total: second.total, items: [...first.items, ...second.items].slice(start, start + count) };
}

/** Maps Relay `first`/`after` onto the upstream's page-based paging (docs/architecture.md §3). */
export async function resolveConnection<T>(args: ConnectionArgs, fetchPage: FetchPage<T>): Promise<Connection<T>> {
  const requested = args.first ?? MAX_FIRST;
  if (!Number.isInteger(requested) || requested < 0) throw badUserInputError('`first` must not be negative.');
  const count = Math.min(requested, MAX_FIRST);
  const offset = offsetAfter(args.after);
  // Zero edges still answer totalCount; one item is the cheapest page that carries it.
  const window = await fetchWindow(offset, Math.max(count, 1), fetchPage);
  const items = window.items.slice(0, count);
  const edges = items.map((node, index) => ({ cursor: offsetCursor(offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + items.length < window.total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: window.total,
  };
}
