/**
 * @generated SignedSource<<abb3b4882942bafc4b9020b8c62d90c0>>
 * @relayHash 09b557eaa0fc7663381615ee4168b9ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9afbb289806afa7931c1801ad10971f0b8bb3c07676dd9c85f2029c005b8f8ce

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LoginScreenQuery } from './LoginScreenQuery.graphql';

const node: PreloadableConcreteRequest<LoginScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9afbb289806afa7931c1801ad10971f0b8bb3c07676dd9c85f2029c005b8f8ce",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
