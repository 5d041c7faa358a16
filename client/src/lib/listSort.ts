import type { ListSort } from '../components/table/useColumnSort';
import { pageSizeOf } from './paging';

/** A list's sort and page size as its URL carries them beside the filters (`?sort=NUMBER&desc=1&size=50`). */
export interface ListView<Field extends string> extends ListSort<Field> {
  pageSize: number;
}

/** The sort (one of `fields`, else none) and page size (002 §9, else the default) of a URL. */
export function readListView<Field extends string>(params: URLSearchParams, fields: readonly Field[]): ListView<Field> {
  const sort = fields.find((field) => field === params.get('sort')) ?? null;
  return { sort, descending: sort !== null && params.get('desc') === '1', pageSize: pageSizeOf(params.get('size')) };
}

/** Adds a list's sort and page size to its URL parameters, leaving defaults out. */
export function writeListView<Field extends string>(params: URLSearchParams, view: ListView<Field>): URLSearchParams {
  if (view.sort) params.set('sort', view.sort);
  if (view.sort && view.descending) params.set('desc', '1');
  if (view.pageSize !== pageSizeOf(null)) params.set('size', String(view.pageSize));
  return params;
}

/** The connection's `sort` argument of a list's view (none: the list's usual order). */
export const sortArgument = <Field extends string>(view: ListSort<Field>) => (view.sort ? { field: view.sort, descending: view.descending } : null);
