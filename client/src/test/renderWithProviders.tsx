import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { i18n, initI18n } from '../i18n/i18n';
import type { LocaleCode } from '../i18n/locales';

/** Starts i18next in `language` with the given namespaces loaded, as the app does before rendering. */
export async function setupI18n(language: LocaleCode = 'en', namespaces: string[] = []): Promise<void> {
  await initI18n(language);
  await i18n.loadNamespaces(['common', ...namespaces]);
}

/**
 * Renders `ui` at `path` (a route pattern, opened at `entry`) inside a data router and a Relay mock environment; every other path renders
 * its own pathname, so that navigations can be asserted.
 */
interface RenderOptions {
  path?: string;
  entry?: string;
  environment?: ReturnType<typeof createMockEnvironment>;
}

export function renderWithProviders(ui: ReactNode, { path = '/', entry, environment = createMockEnvironment() }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="location">{'navigated'}</p> },
    ],
    { initialEntries: [entry ?? path] },
  );
  const result = render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { ...result, environment, router };
}
