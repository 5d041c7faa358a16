/**
 * @generated SignedSource<<ea61641b42aff36a7a29b2c2f4031091>>
 * @relayHash 63991b53d7c30585c78602faf08889a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f96788b067d99d2d423e93d12fa7586056108a218bb66456f40059c261c48dbd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UnsubscribeScreenQuery } from './UnsubscribeScreenQuery.graphql';

const node: PreloadableConcreteRequest<UnsubscribeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f96788b067d99d2d423e93d12fa7586056108a218bb66456f40059c261c48dbd",
    "metadata": {},
    "name": "UnsubscribeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
