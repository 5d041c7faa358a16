/**
 * @generated SignedSource<<0a53797b7b3da86698d17feda78f5531>>
 * @relayHash 35aa3e807afa68d5cb7f2879604be795
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fe869c81b769ad9bb05ba49d46061e60e65b389a4dafa02c1f7845804997c86

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RequestChangeEmailScreenQuery } from './RequestChangeEmailScreenQuery.graphql';

const node: PreloadableConcreteRequest<RequestChangeEmailScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1fe869c81b769ad9bb05ba49d46061e60e65b389a4dafa02c1f7845804997c86",
    "metadata": {},
    "name": "RequestChangeEmailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
