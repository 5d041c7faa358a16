import { type RouteObject, createMemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import type { customerRoutePatcher } from '../router/router';

interface LoadedOnNavigation {
  /** A path outside the table's areas: nothing is patched. */
  outside: string;
  /** Paths inside them: the table is patched once, whole, unless the navigation patching it was interrupted. */
  inside: readonly string[];
  /** A router opened on `target` matches `targetRoute` after the patch. */
  target: string;
  targetRoute: string;
}

/** The checks of a route table that joins the router on the first navigation into its areas (router/router.ts, routePatcher). */
export async function expectLoadedOnNavigation(makePatcher: typeof customerRoutePatcher, table: readonly RouteObject[], { outside, inside, target, targetRoute }: LoadedOnNavigation) {
  const patcher = makePatcher();
  let patched = 0;
  const patch = (routeId: string | null, children: unknown[]) => {
    expect(routeId).toBe('root');
    patched += children.length;
  };
  const signal = new AbortController().signal;
  await patcher({ path: outside, patch, signal });
  expect(patched).toBe(0);
  for (const path of inside) await patcher({ path, patch, signal });
  expect(patched).toBe(table.length);

  // The router ignores the patch of a navigation interrupted while the table downloaded: the next one patches.
  const retried = makePatcher();
  const interrupted = new AbortController();
  interrupted.abort();
  patched = 0;
  for (const path of inside) await retried({ path, patch, signal: path === inside[0] ? interrupted.signal : signal });
  expect(patched).toBe(2 * table.length);
  await retried({ path: inside[0] ?? outside, patch, signal });
  expect(patched).toBe(2 * table.length);

  const router = createMemoryRouter([{ id: 'root', path: '/', children: [{ path: '*', element: null }] }], {
    initialEntries: ['/'],
    patchRoutesOnNavigation: makePatcher(),
  });
  await router.navigate(target);
  expect(router.state.matches.at(-1)?.route.path).toBe(targetRoute);
  router.dispose();
}
