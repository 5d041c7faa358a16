import { loadQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import type { LoadScreen, ScreenDefinition } from '../../router/screenRoute';

/**
 * `defineScreen` that always asks the gateway: settings change on other screens (and by other administrators),
 * and their records have no ids a mutation could update in the store.
 */
export function defineFreshScreen<Q extends OperationType>({ query, variables, namespaces, Screen }: ScreenDefinition<Q>): LoadScreen {
  return {
    namespaces,
    load(environment, params) {
      const queryRef = loadQuery<Q>(environment, query, variables(params), { fetchPolicy: 'network-only' });
      return { render: () => <Screen queryRef={queryRef} />, dispose: () => queryRef.dispose() };
    },
  };
}
