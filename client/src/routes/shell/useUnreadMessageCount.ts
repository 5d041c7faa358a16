import { useEffect, useMemo, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useSubscription } from '../../relay/screenHooks';
import { useNavigate } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ROUTE_PATHS } from '../../router/access';
import { UnauthenticatedError } from '../../relay/errors';
import { endViewerData } from '../../relay/viewerData';
import type { useUnreadMessageCountSubscription } from './__generated__/useUnreadMessageCountSubscription.graphql';

const subscription = graphql`
  subscription useUnreadMessageCountSubscription {
    unreadMessageCount
  }
`;

/**
 * The customer's unread application messages, live (000 §6: customers only; docs/architecture.md §3 Realtime: the
 * gateway polls once a minute and pushes changes at once). Null until the first count arrives. A
 * session that ended sends the user to /login and ends what the
 * browser holds of them, as a failed screen query would.
 */
export function useUnreadMessageCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const config = useMemo<GraphQLSubscriptionConfig<useUnreadMessageCountSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response) setCount(response.unreadMessageCount);
      },
      onError: (error) => {
        if (error instanceof UnauthenticatedError) setSessionEnded(true);
      },
    }),
    [],
  );
  useSubscription(config);

  useEffect(() => {
    if (!sessionEnded) return;
    endViewerData(environment, () => navigate(ROUTE_PATHS.login, { replace: true }));
  }, [environment, navigate, sessionEnded]);

  return count;
}
