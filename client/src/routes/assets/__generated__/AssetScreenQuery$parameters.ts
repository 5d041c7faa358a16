/**
 * @generated SignedSource<<df04b9a4d9ef0c92d1d7972c03ce1484>>
 * @relayHash 22729b9b49d34d6d978aa6de2b59af65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8411b22583e73034e583fe213fa966f4dbc8cf5ec96417f0fdadb5e8fa6c866

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetScreenQuery } from './AssetScreenQuery.graphql';

const node: PreloadableConcreteRequest<AssetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c8411b22583e73034e583fe213fa966f4dbc8cf5ec96417f0fdadb5e8fa6c866",
    "metadata": {},
    "name": "AssetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
