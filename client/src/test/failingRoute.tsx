import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';

/**
 * Route `path` at `entry` whose screen throws `failure` until `failures` reads (loader runs) have failed,
 * then shows `<p data-testid="screen">`; `errorElement` is the route's error element under test.
 */
export function renderFailingRoute(options: { path: string; entry: string; errorElement: ReactElement; failure: Error; failures: number }) {
  let reads = 0;
  function Screen() {
    if (reads <= options.failures) throw options.failure;
    return <p data-testid="screen">loaded</p>;
  }
  const router = createMemoryRouter(
    [
      {
        path: options.path,
        loader: () => {
          reads += 1;
          return null;
        },
        Component: Screen,
        errorElement: options.errorElement,
      },
      { path: '/login', element: <p data-testid="login">login</p> },
    ],
    { initialEntries: [options.entry] },
  );
  render(
    <RelayEnvironmentProvider environment={createMockEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return router;
}
