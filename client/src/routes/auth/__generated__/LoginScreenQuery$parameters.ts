/**
 * @generated SignedSource<<77c9ce9aa9abfec8ec5ae3e150fedf66>>
 * @relayHash 0781a7248080899c1b1c4a46f707fc79
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e46d526ba6766cbe13123fc7d00a6a07b7d33cd7d1ba51af687836b3168f2b4f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LoginScreenQuery } from './LoginScreenQuery.graphql';

const node: PreloadableConcreteRequest<LoginScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e46d526ba6766cbe13123fc7d00a6a07b7d33cd7d1ba51af687836b3168f2b4f",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
