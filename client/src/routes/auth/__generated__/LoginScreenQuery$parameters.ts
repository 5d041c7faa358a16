/**
 * @generated SignedSource<<f1ec3a96e2cb5e4443e49c92eafab5a0>>
 * @relayHash 51bc538206d7c0e99d7c4f46ee46144a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4aeb2190f41efdb7b94178454d688c3c6b858797b4e1525cd85e17a10b869911

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LoginScreenQuery } from './LoginScreenQuery.graphql';

const node: PreloadableConcreteRequest<LoginScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4aeb2190f41efdb7b94178454d688c3c6b858797b4e1525cd85e17a10b869911",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
