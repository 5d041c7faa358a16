/**
 * @generated SignedSource<<36e399420dfc109ace03c3c69add334b>>
 * @relayHash bd8d6988447bb05009d041892d75fc4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbbc135adfe17821c578cb1a8929620c4953ae89085c89c84b7044eae6a9d9e5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetScreenQuery } from './AssetScreenQuery.graphql';

const node: PreloadableConcreteRequest<AssetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bbbc135adfe17821c578cb1a8929620c4953ae89085c89c84b7044eae6a9d9e5",
    "metadata": {},
    "name": "AssetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
