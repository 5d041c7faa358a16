/**
 * @generated SignedSource<<63f11e5fb85ff15d1574fa506d1d4a56>>
 * @relayHash e9d8f9e7a6d7716232bb2b059ee944b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd7bfa158e135e2f19feb6d8d1ceb28c7a7dc930c5d7fcd3c934c44bf6ac0e04

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SupportScreenQuery } from './SupportScreenQuery.graphql';

const node: PreloadableConcreteRequest<SupportScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fd7bfa158e135e2f19feb6d8d1ceb28c7a7dc930c5d7fcd3c934c44bf6ac0e04",
    "metadata": {},
    "name": "SupportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
