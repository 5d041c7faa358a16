import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { NotificationCenter } from '../notifications/NotificationCenter';
import type { LoadScreen } from '../router/screenRoute';
import { renderWithProviders } from './renderWithProviders';

/**
 * Renders a route screen as its loader would: `load` starts the route query, which the mock environment
 * answers from `resolvers`; mutations stay pending so that tests assert and resolve them one by one.
 */
export function renderScreen(screen: LoadScreen, { path, entry = path, params = {}, resolvers = {} }: { path: string; entry?: string; params?: Record<string, string>; resolvers?: MockResolvers }) {
  const environment = createMockEnvironment();
  // The mock environment implements the runtime's Environment; its typings lag behind relay-runtime's.
  const loaded = screen.load(environment as unknown as Environment, params);
  // loadQuery calls the network directly, past the mock's queued resolvers: answer the route query here.
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  return renderWithProviders(
    <>
      {loaded.render()}
      <NotificationCenter />
    </>,
    { path, entry, environment },
  );
}
