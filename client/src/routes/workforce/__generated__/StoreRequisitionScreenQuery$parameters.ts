/**
 * @generated SignedSource<<b896e8e60ce3a4f5d8c54d1389ea32c8>>
 * @relayHash da0da15bbe1fe58c8c99df7289a10c6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7be17648ff4efc3735ed2d8ec2b091349b69f12a4ac8eaa65338e4d3f6ef4327

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StoreRequisitionScreenQuery } from './StoreRequisitionScreenQuery.graphql';

const node: PreloadableConcreteRequest<StoreRequisitionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7be17648ff4efc3735ed2d8ec2b091349b69f12a4ac8eaa65338e4d3f6ef4327",
    "metadata": {},
    "name": "StoreRequisitionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
