/**
 * @generated SignedSource<<416e45832ca34e63e04c55f5c30b0f86>>
 * @relayHash a0c71127618e81b1caf9963c96f97a2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5da42b232add358bf0e52d996a6d98a3e3f54b044158d3da8ade18db422c4ae

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DisconnectionScreenQuery } from './DisconnectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<DisconnectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c5da42b232add358bf0e52d996a6d98a3e3f54b044158d3da8ade18db422c4ae",
    "metadata": {},
    "name": "DisconnectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
