/**
 * @generated SignedSource<<eb44ddb317e3d5fd1a0c4fe3c698b89a>>
 * @relayHash a13e63fa0db8768d7ee44934a79e034c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6154eb175f96153b0cb3fd2f8d95e2a72aa243541c0d63d199839fe705e0d59d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6154eb175f96153b0cb3fd2f8d95e2a72aa243541c0d63d199839fe705e0d59d",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
