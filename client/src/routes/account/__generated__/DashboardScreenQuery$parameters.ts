/**
 * @generated SignedSource<<7f594f1199fbdd2f5ed10222c73c7c92>>
 * @relayHash 3a0044756ab90c5d95a5c558b61550b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8184c488ab78f17da9e5978c82324a1c4bae787329d8a41a471e7c49eb8d5279

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DashboardScreenQuery } from './DashboardScreenQuery.graphql';

const node: PreloadableConcreteRequest<DashboardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8184c488ab78f17da9e5978c82324a1c4bae787329d8a41a471e7c49eb8d5279",
    "metadata": {},
    "name": "DashboardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
