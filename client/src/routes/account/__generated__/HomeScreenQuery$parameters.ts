/**
 * @generated SignedSource<<336d221d351ac863b68bd198f708e6b1>>
 * @relayHash f244e0581d6b115135a8a37b57dfe36f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 001ca81e99428479e1a9fd4da7de952a0b7a3c444ce992fd84a3f65d1888e0b0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "001ca81e99428479e1a9fd4da7de952a0b7a3c444ce992fd84a3f65d1888e0b0",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
