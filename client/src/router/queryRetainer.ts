import { useEffect } from 'react';
import type { Disposable } from 'relay-runtime';

/**
 * Releases a route's queries once a newer one is on screen. A loader's query may be superseded before
 * it renders (a revalidation interrupted by another), and the one on screen must stay retained until
 * its replacement commits, so disposal waits for the commit rather than happening in the loader.
 */
export function createQueryRetainer() {
  let loaded: Disposable[] = [];
  return {
    /** Called by the loader for every query it starts. */
    track<T extends Disposable>(query: T): T {
      loaded.push(query);
      return query;
    },
    /** Called once `query` is on screen: every query loaded before it is released. */
    committed(query: Disposable): void {
      const index = loaded.indexOf(query);
      if (index <= 0) return;
      loaded.slice(0, index).forEach((older) => older.dispose());
      loaded = loaded.slice(index);
    },
  };
}

export type QueryRetainer = ReturnType<typeof createQueryRetainer>;

/** Tells the retainer when `query` has committed to the screen. */
export function useCommittedQuery(retainer: QueryRetainer, query: Disposable): void {
  useEffect(() => retainer.committed(query), [retainer, query]);
}
