import { type ReactNode, useEffect } from 'react';
import { type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay/hooks';
import { useQueryLoader } from '../../relay/screenHooks';
import { AttachmentListBoundary } from './AttachmentListBoundary';

interface ApplicationQuery {
  variables: { portalApplicationId: number };
  response: unknown;
}

/**
 * Reads one application's attachments with `query`, a query of their own started when the panel mounts,
 * and renders them with `children`; a failed read shows `002 §8` "Error Getting Uploaded Attachments List"
 * in their place (AttachmentListBoundary), whose retry reads them anew.
 */
export function AttachmentListPanel<Q extends ApplicationQuery>({ query, portalApplicationId, children }: { query: GraphQLTaggedNode; portalApplicationId: number; children: (queryRef: PreloadedQuery<Q>) => ReactNode }) {
  const [queryRef, load] = useQueryLoader<Q>(query);
  useEffect(() => {
    if (queryRef == null) load({ portalApplicationId }, { fetchPolicy: 'store-or-network' });
  }, [queryRef, load, portalApplicationId]);
  return <AttachmentListBoundary onRetry={() => load({ portalApplicationId }, { fetchPolicy: 'network-only' })}>{queryRef ? children(queryRef) : null}</AttachmentListBoundary>;
}
