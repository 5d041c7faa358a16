import { useMemo, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useSubscription } from '../../relay/screenHooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useWorkQueueChangedSubscription, WorkQueueKind } from './__generated__/useWorkQueueChangedSubscription.graphql';

const subscription = graphql`
  subscription useWorkQueueChangedSubscription($kind: WorkQueueKind!) {
    workQueueChanged(kind: $kind) {
      id
      name
      status
      allowedStatusChanges
      updatedOn
      unreadMessageCount
      assignedEmployee
      assignedToMe
    }
  }
`;

/**
 * Keeps a queue's rows live (docs/architecture.md §3 Realtime): each pushed application updates its record in the
 * Relay store, so the row and its unread badge change in place. Answers the name of the last changed
 * application, for a polite announcement.
 */
export function useWorkQueueChanged(kind: WorkQueueKind): string | null {
  const [lastChanged, setLastChanged] = useState<string | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<useWorkQueueChangedSubscription>>(
    () => ({
      subscription,
      variables: { kind },
      onNext: (response) => {
        if (response) setLastChanged(response.workQueueChanged.name);
      },
    }),
    [kind],
  );
  useSubscription(config);
  return lastChanged;
}
