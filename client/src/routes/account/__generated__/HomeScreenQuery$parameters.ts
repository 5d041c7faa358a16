/**
 * @generated SignedSource<<61a05d6b035eb3653e89fef84959ed4f>>
 * @relayHash ba43ecb62e68e6ea689446f235d1d3d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aeea96254a57244a6a9940f02c6f1cea49306d67a71f47d927ab3ea0c4528dcc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aeea96254a57244a6a9940f02c6f1cea49306d67a71f47d927ab3ea0c4528dcc",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
