/**
 * @generated SignedSource<<9aff7548da88a812cf83d7bd191cd13c>>
 * @relayHash fd8d85d4ab7a0535fde3f0b3b72d6dd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25e6369b30c742f5fa0311a86ead09928ed5cda528b520df6780c7ae4157e7e4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "25e6369b30c742f5fa0311a86ead09928ed5cda528b520df6780c7ae4157e7e4",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
