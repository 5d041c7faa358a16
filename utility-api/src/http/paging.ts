import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/constants.ts';
import type { JSONSchema } from './jsonSchema.ts';
import { sharedSchema } from './sharedSchemas.ts';

/** `Options` of a paged list call (README Conventions): Page is 1-based. */
export interface PagingOptions {
  PageSize?: number;
  Page?: number;
  Total?: unknown;
}

export interface PagingBody {
  Options?: PagingOptions;
}

/** The `Options` field of every list call's body schema. */
export const optionsSchema: JSONSchema = sharedSchema('PageOptions', {
  type: 'object',
  description: 'Paging (README Conventions).',
  properties: {
    PageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    Page: { type: 'integer', minimum: 1, default: 1, description: '1-based page number.' },
    Total: { description: 'Accepted and ignored; `total` is always answered.' },
  },
});

/** LIMIT and OFFSET of the page a body asks for. */
export function pageWindow(body: PagingBody, defaultSize = DEFAULT_PAGE_SIZE): { limit: number; offset: number } {
  const limit = body.Options?.PageSize ?? defaultSize;
  return { limit, offset: ((body.Options?.Page ?? 1) - 1) * limit };
}

/** The asked-for page of a list already in memory, with the list's length as `total`. */
export function slicePage<T>(items: readonly T[], options: PagingOptions | undefined): { total: number; items: T[] } {
  const { limit, offset } = pageWindow({ Options: options });
  return { total: items.length, items: items.slice(offset, offset + limit) };
}
