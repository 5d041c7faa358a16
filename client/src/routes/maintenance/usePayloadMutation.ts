import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';

interface Payload {
  readonly userErrors: readonly UserErrorData[];
}

/** A mutation taking one `input`, as a promise of its payload (the result and its userErrors), for forms that branch on the outcome. */
export function usePayloadMutation<M extends MutationParameters & { variables: { input: unknown } }, P extends Payload>(node: GraphQLTaggedNode, pick: (response: M['response']) => P) {
  const [commit, inFlight] = useMutation<M>(node);
  const run = useCallback(
    (input: M['variables']['input'], updater?: SelectorStoreUpdater<M['response']>) =>
      new Promise<P>((resolve, reject) => {
        commit({ variables: { input } as M['variables'], ...(updater ? { updater } : {}), onCompleted: (response) => resolve(pick(response)), onError: reject });
      }),
    [commit, pick],
  );
  return [run, inFlight] as const;
}
