import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { GraphQLRequestError, NetworkError, UnauthenticatedError, UpstreamTimeoutError, UpstreamUnavailableError, toTypedError } from '../relay/errors';
import { setupI18n } from '../test/renderWithProviders';
import { recordIds, showNextEnvironment, storeUserRecord } from '../test/viewerRecords';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function renderFailingRoute(error: Error, environment = createMockEnvironment()) {
  const router = createMemoryRouter(
    [
      {
        path: '/financial',
        loader: () => {
          throw error;
        },
        Component: () => <p>never</p>,
        errorElement: <RouteErrorBoundary />,
      },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    { initialEntries: ['/financial'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return router;
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => setupI18n('en'));

  test("an expired session goes back to /login, and the user's records go once the login page shows", async () => {
    const environment = createMockEnvironment();
    const user = storeUserRecord(environment);
    const router = renderFailingRoute(new UnauthenticatedError('no session'), environment);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(recordIds(environment)).toContain(user);
    showNextEnvironment();
    expect(recordIds(environment)).toEqual([]);
  });

  test('any other failure keeps the records the screens show', async () => {
    const environment = createMockEnvironment();
    const user = storeUserRecord(environment);
    renderFailingRoute(new NetworkError('offline'), environment);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    showNextEnvironment();
    expect(recordIds(environment)).toContain(user);
  });

  test.each([
    [new UpstreamUnavailableError('down'), "The utility's service is not responding right now."],
    [new UpstreamTimeoutError('late'), 'Time Expired'],
    [toTypedError([{ message: 'late', extensions: { code: 'UPSTREAM_TIMEOUT' } }]), 'Time Expired'],
    [new NetworkError('offline'), 'The portal cannot be reached.'],
    [new GraphQLRequestError('boom'), 'This page could not be shown.'],
  ])('%s becomes a friendly message with a way home', async (error, message) => {
    renderFailingRoute(error);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(error.message)).not.toBeInTheDocument();
  });
});
