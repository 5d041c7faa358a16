import type { JSONSchema } from './jsonSchema.ts';

/** The sort fields of a list call's body (`Sort`, `Descending`). */
export interface SortBody<S extends string> {
  Sort?: S;
  Descending?: boolean;
}

/**
 * `Sort` (an enum of the list's sort columns) and `Descending` for a list call's body schema.
 * `usual` says the order the list keeps without `Sort`.
 */
export function sortProperties(sorts: readonly string[], usual: string): Record<'Sort' | 'Descending', JSONSchema> {
  return {
    Sort: { type: 'string', enum: [...sorts], description: `Sort column; nulls last, ties by id. Without it: ${usual}.` },
    Descending: { type: 'boolean', default: false, description: 'With `Sort`: largest first.' },
  };
}

/** The store's sort choice of a body. */
export const sortOf = <S extends string>(body: SortBody<S>) => ({ sort: body.Sort, descending: body.Descending });
