/**
 * @generated SignedSource<<eb3eceaa6eb2f3cf9ed9d7ba9a79c0b5>>
 * @relayHash 4da1091502e48d3445066d9ea3b8ddd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 092050679e09cde372b0309b81baa58a61bf8174b009d647c20ce4d544cc8015

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RequestChangeMobileScreenQuery } from './RequestChangeMobileScreenQuery.graphql';

const node: PreloadableConcreteRequest<RequestChangeMobileScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "092050679e09cde372b0309b81baa58a61bf8174b009d647c20ce4d544cc8015",
    "metadata": {},
    "name": "RequestChangeMobileScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
