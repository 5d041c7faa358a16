import { useCallback, useRef } from 'react';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { useMutation } from 'react-relay/hooks';

/**
 * A mutation taking one `input`, as a promise of what `pick` reads from its answer (its payload, or just
 * its userErrors), for forms that branch on the outcome; with whether it is in flight.
 */
export function usePayloadMutation<M extends MutationParameters & { variables: { input: unknown } }, P>(node: GraphQLTaggedNode, pick: (response: M['response']) => P) {
  const [commit, inFlight] = useMutation<M>(node);
  // The latest `pick`, so callers may pass an inline function without changing `run` every render.
  const picked = useRef(pick);
  picked.current = pick;
  const run = useCallback(
    (input: M['variables']['input'], updater?: SelectorStoreUpdater<M['response']>) =>
      new Promise<P>((resolve, reject) => {
        commit({ variables: { input } as M['variables'], ...(updater ? { updater } : {}), onCompleted: (response) => resolve(picked.current(response)), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
