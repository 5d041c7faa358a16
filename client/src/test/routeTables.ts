import { type RouteObject, createMemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import type { customerRoutePatcher } from '../router/router';

interface LoadedOnNavigation {
  /** A path outside the table's areas: nothing is patched. */
  outside: string;
  /** Paths inside them: the table is patched once, whole. */
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
  await patcher({ path: outside, patch });
  expect(patched).toBe(0);
  for (const path of inside) await patcher({ path, patch });
  expect(patched).toBe(table.length);

  const router = createMemoryRouter([{ id: 'root', path: '/', children: [{ path: '*', element: null }] }], {
    initialEntries: ['/'],
    patchRoutesOnNavigation: makePatcher(),
  });
  await router.navigate(target);
  expect(router.state.matches.at(-1)?.route.path).toBe(targetRoute);
  router.dispose();
}
