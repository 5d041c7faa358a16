/**
 * @generated SignedSource<<2c84cab4cfde7e9faf1957f6fa3c44ea>>
 * @relayHash 48967cacb8265830a640626ec2bf6203
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55e9f8abeacd3bbc8476b484c5cf75bcb5aad27e0a54680a80716873306f7c35

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StoreRequisitionScreenQuery } from './StoreRequisitionScreenQuery.graphql';

const node: PreloadableConcreteRequest<StoreRequisitionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "55e9f8abeacd3bbc8476b484c5cf75bcb5aad27e0a54680a80716873306f7c35",
    "metadata": {},
    "name": "StoreRequisitionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
