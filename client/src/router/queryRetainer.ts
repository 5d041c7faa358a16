import { useEffect } from 'react';
import type { Disposable, IEnvironment } from 'relay-runtime';
import { forgetWithViewer } from '../relay/viewerCaches';

/** A query a route started, with the environment it went to. */
type RetainedQuery = Disposable & { readonly environment: IEnvironment };

/**
 * Releases a route's queries once a newer one is on screen. A loader's query may be superseded before
 * it renders (a revalidation interrupted by another), and the one on screen must stay retained until
 * its replacement commits, so disposal waits for the commit rather than happening in the loader. The
 * queries of a viewer whose data ended are released too, whichever route they belong to.
 */
export function createQueryRetainer() {
  let loaded: RetainedQuery[] = [];
  forgetWithViewer((environment) => {
    loaded.filter((query) => query.environment === environment).forEach((query) => query.dispose());
    loaded = loaded.filter((query) => query.environment !== environment);
  });
  return {
    /** Called by the loader for every query it starts. */
    track<T extends RetainedQuery>(query: T): T {
      loaded.push(query);
      return query;
    },
    /** Called once `query` is on screen: every query loaded before it is released. */
    committed(query: RetainedQuery): void {
      const index = loaded.indexOf(query);
      if (index <= 0) return;
      loaded.slice(0, index).forEach((older) => older.dispose());
      loaded = loaded.slice(index);
    },
  };
}

export type QueryRetainer = ReturnType<typeof createQueryRetainer>;

/** Tells the retainer when `query` has committed to the screen. */
export function useCommittedQuery(retainer: QueryRetainer, query: RetainedQuery): void {
  useEffect(() => retainer.committed(query), [retainer, query]);
}
