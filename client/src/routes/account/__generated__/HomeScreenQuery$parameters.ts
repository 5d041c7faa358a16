/**
 * @generated SignedSource<<03a846f9d79b8c41c2755a27b0c20539>>
 * @relayHash 68f0cab782d161ca414e76dd2e9e550d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f895985163fc77302ef5a17dde6dc8c84210bb792bcf5c0c935938ee9292d5e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0f895985163fc77302ef5a17dde6dc8c84210bb792bcf5c0c935938ee9292d5e",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
