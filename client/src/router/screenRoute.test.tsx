import type { LoaderFunction } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- a real route query exercises the loader
import type { HomeScreenQuery } from '../routes/account/__generated__/HomeScreenQuery.graphql';
// eslint-disable-next-line no-restricted-imports -- a real route query exercises the loader
import homeParameters from '../routes/account/__generated__/HomeScreenQuery$parameters';
import { routeQuery } from './routeQuery';
import { type LoadedScreen, type ScreenView, screenRoute } from './screenRoute';

const network = vi.hoisted(() => ({ sent: [] as { id: string | null; unsubscribed: boolean }[] }));

vi.mock('../relay/environment', async () => {
  const { Environment, Network, Observable, RecordSource, Store } = await import('relay-runtime');
  const execute = (params: { id: string | null }) =>
    Observable.create(() => {
      const request = { id: params.id, unsubscribed: false };
      network.sent.push(request);
      return () => {
        request.unsubscribed = true;
      };
    });
  const environment = new Environment({ network: Network.create(execute), store: new Store(new RecordSource()) });
  return { currentEnvironment: () => environment };
});
// Access is the guard's own concern (access.test.ts); here every route is open.
vi.mock('./guard', () => ({ guard: async () => {} }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const view: ScreenView<HomeScreenQuery> = { namespaces: [], Screen: () => null };
const runLoader = (loader: LoaderFunction) => {
  const url = new URL('http://localhost/userHome');
  return Promise.resolve(loader({ params: {}, request: new Request(url), url, pattern: '/userHome', context: undefined }, undefined));
};

afterEach(() => {
  network.sent.length = 0;
});

describe('screenRoute', () => {
  test("the route's query is sent while its screen's code is still downloading", async () => {
    const code = deferred<ScreenView<HomeScreenQuery>>();
    const route = screenRoute('userHome', { kind: 'public' }, routeQuery(homeParameters), () => code.promise);
    const loaded = runLoader(route.loader as LoaderFunction);
    await vi.waitFor(() => expect(network.sent.map((request) => request.id)).toEqual([homeParameters.params.id]));
    code.resolve(view);
    const screen = (await loaded) as LoadedScreen;
    screen.dispose();
    expect(network.sent[0]?.unsubscribed).toBe(true);
  });

  test('a screen whose code fails to download releases its query', async () => {
    const code = deferred<ScreenView<HomeScreenQuery>>();
    const route = screenRoute('userHome', { kind: 'public' }, routeQuery(homeParameters), () => code.promise);
    const loaded = runLoader(route.loader as LoaderFunction);
    await vi.waitFor(() => expect(network.sent).toHaveLength(1));
    code.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loaded).rejects.toThrow(TypeError);
    expect(network.sent[0]?.unsubscribed).toBe(true);
  });
});
