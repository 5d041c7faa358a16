/**
 * @generated SignedSource<<f53befebafd97f8da28d16277a3dbc17>>
 * @relayHash d9dd10a6651d74517122f55abcce6601
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3d1f8ec789938aacd9a45d6ccf4397f1d5c6e73623ae2e1bdeca6abcff0589d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UnsubscribeScreenQuery } from './UnsubscribeScreenQuery.graphql';

const node: PreloadableConcreteRequest<UnsubscribeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a3d1f8ec789938aacd9a45d6ccf4397f1d5c6e73623ae2e1bdeca6abcff0589d",
    "metadata": {},
    "name": "UnsubscribeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
