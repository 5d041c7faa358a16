/**
 * @generated SignedSource<<4f6d84b3b46c73175d8865eb3a085c87>>
 * @relayHash 0215609efccec8742ee46ab5bb594c74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a33ddca86f4ab38580ddb64198a7dbcae7e59c937653233987a8a23e2580e237

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DepositsTabQuery } from './DepositsTabQuery.graphql';

const node: PreloadableConcreteRequest<DepositsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a33ddca86f4ab38580ddb64198a7dbcae7e59c937653233987a8a23e2580e237",
    "metadata": {},
    "name": "DepositsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
