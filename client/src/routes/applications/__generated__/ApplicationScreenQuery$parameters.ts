/**
 * @generated SignedSource<<380b5075e4b7275cda3bbfdf2217d4f6>>
 * @relayHash 85c68f63af3bb708e9314669216b8117
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a848af9cf67b2177e8a225457927f1875e29ba215b402654869b2139d2f394f9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a848af9cf67b2177e8a225457927f1875e29ba215b402654869b2139d2f394f9",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
