import { Environment, Network, Observable, RecordSource, Store, commitLocalUpdate, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { i18n } from '../i18n/i18n';
import { createFetchGraphQL } from './fetchGraphQL';
import { inFlight } from './inFlight';

/**
 * Subscriptions over Server-Sent Events (`subscribeGraphQL.ts`), whose code loads with the first
 * subscription: only signed-in users subscribe, so the login page does not download it.
 */
function subscribeLazily(params: RequestParameters, variables: Variables) {
  return Observable.create<GraphQLResponse>((sink) => {
    let closed = false;
    let unsubscribe = () => {};
    import('./subscribeGraphQL').then(
      ({ createSubscribeGraphQL }) => {
        if (closed) return;
        const subscription = createSubscribeGraphQL(() => i18n.language)(params, variables).subscribe(sink);
        unsubscribe = () => subscription.unsubscribe();
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      closed = true;
      unsubscribe();
    };
  });
}

/** The browser app's single environment, shared by route loaders and components. */
export const relayEnvironment = new Environment({
  network: Network.create(createFetchGraphQL(inFlight, () => i18n.language), subscribeLazily),
  store: new Store(new RecordSource()),
});

/**
 * Marks every record stale so that the next `store-or-network` read goes to the gateway: used after
 * sign-in, sign-out and a language switch, which change what the viewer and the server texts are.
 */
export function invalidateStore(environment: Environment): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
