import { Environment, type IEnvironment, Network, Observable, RecordSource, Store, commitLocalUpdate, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { i18n } from '../i18n/i18n';
import { createFetchGraphQL } from './fetchGraphQL';
import { inFlight } from './inFlight';

const fetchGraphQL = createFetchGraphQL(inFlight, () => i18n.language);

/** Each environment's open subscriptions, each ended by its function (`closeSubscriptions`). */
const openSubscriptions = new WeakMap<IEnvironment, Set<() => void>>();

/**
 * Subscriptions over Server-Sent Events (`subscribeGraphQL.ts`), whose code loads with the first
 * subscription: only signed-in users subscribe, so the login page does not download it.
 */
function subscribeLazily(open: Set<() => void>) {
  return (params: RequestParameters, variables: Variables) =>
    Observable.create<GraphQLResponse>((sink) => {
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
      function close() {
        closed = true;
        open.delete(end);
        unsubscribe();
      }
      function end() {
        close();
        sink.complete();
      }
      open.add(end);
      return close;
    });
}

function createRelayEnvironment(): Environment {
  const open = new Set<() => void>();
  const environment = new Environment({ network: Network.create(fetchGraphQL, subscribeLazily(open)), store: new Store(new RecordSource()) });
  openSubscriptions.set(environment, open);
  return environment;
}

let current = createRelayEnvironment();

/**
 * The browser app's environment: route loaders start their queries in it, and the shell gives the one its
 * own query came from to the screens. A viewer's data ending replaces it (`viewerData.ts`).
 */
export const currentEnvironment = (): Environment => current;

/** An empty environment becomes the current one, for the loaders started from now on. */
export function replaceEnvironment(): void {
  current = createRelayEnvironment();
}

/** Ends the environment's subscriptions (the live streams of a signed-in user). */
export function closeSubscriptions(environment: IEnvironment): void {
  openSubscriptions.get(environment)?.forEach((end) => end());
}

/**
 * Marks every record stale so that the next `store-or-network` read goes to the gateway: used after a
 * language switch, which changes what the server texts are.
 */
export function invalidateStore(environment: Environment): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
