import { Environment, Network, RecordSource, Store, commitLocalUpdate } from 'relay-runtime';
import { i18n } from '../i18n/i18n';
import { createFetchGraphQL } from './fetchGraphQL';
import { inFlight } from './inFlight';
import { createSubscribeGraphQL } from './subscribeGraphQL';

/** The browser app's single environment, shared by route loaders and components. */
export const relayEnvironment = new Environment({
  network: Network.create(createFetchGraphQL(inFlight, () => i18n.language), createSubscribeGraphQL(() => i18n.language)),
  store: new Store(new RecordSource()),
});

/**
 * Marks every record stale so that the next `store-or-network` read goes to the gateway: used after
 * sign-in, sign-out and a language switch, which change what the viewer and the server texts are.
 */
export function invalidateStore(environment: Environment): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
