/** A list's `<List>Sort` input as the schema gives it. */
interface SortInput<Field extends string> {
  field: Field;
  descending?: boolean | null;
}

/**
 * The upstream list call's `Sort` and `Descending` of a connection's `sort` argument: `keys` names the
 * upstream sort of each `<List>SortField` value. No sort: nothing, and the list keeps its usual order.
 */
export function upstreamSort<Field extends string, Key extends string>(sort: SortInput<Field> | null | undefined, keys: Record<Field, Key>): { Sort?: Key; Descending?: boolean } {
  return sort ? { Sort: keys[sort.field], Descending: sort.descending === true } : {};
}
