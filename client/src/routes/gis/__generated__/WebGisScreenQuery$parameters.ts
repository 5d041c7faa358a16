/**
 * @generated SignedSource<<0276885a3b51388c942c56663151f956>>
 * @relayHash 13a8a5c0be7e1c4a2ecdcedf90ac2e89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e36e5422e7c29c63b0d2e9997b492affb8ce1785b141f320bebb84b31b9455d2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WebGisScreenQuery } from './WebGisScreenQuery.graphql';

const node: PreloadableConcreteRequest<WebGisScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e36e5422e7c29c63b0d2e9997b492affb8ce1785b141f320bebb84b31b9455d2",
    "metadata": {},
    "name": "WebGisScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
