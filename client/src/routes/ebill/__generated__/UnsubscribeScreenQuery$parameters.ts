/**
 * @generated SignedSource<<d43f5eb8d7fc5b9e75d200038529b909>>
 * @relayHash dbd07be6d6c6acb1cedf3ed1a1600367
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5db7357f8f0947b43ba573b9f7156c5366b10ec3c9b26b5cac9115464afd87d0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UnsubscribeScreenQuery } from './UnsubscribeScreenQuery.graphql';

const node: PreloadableConcreteRequest<UnsubscribeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5db7357f8f0947b43ba573b9f7156c5366b10ec3c9b26b5cac9115464afd87d0",
    "metadata": {},
    "name": "UnsubscribeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
