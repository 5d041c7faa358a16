/**
 * @generated SignedSource<<8312695fd33fc5401af1e2a7bc32abf7>>
 * @relayHash b2f68d818bc7794c220fd0651c5eef74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a05c204f61d59471f8248436105e4566ea6e9ddaabade794eee8e94403214fb4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DisconnectionsScreenQuery } from './DisconnectionsScreenQuery.graphql';

const node: PreloadableConcreteRequest<DisconnectionsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a05c204f61d59471f8248436105e4566ea6e9ddaabade794eee8e94403214fb4",
    "metadata": {},
    "name": "DisconnectionsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
