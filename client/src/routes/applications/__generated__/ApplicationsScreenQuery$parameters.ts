/**
 * @generated SignedSource<<1567f8ab09c788a544a4b3e2803af9e5>>
 * @relayHash 3c8b7d8d1e9484e5df6e6a709eb82015
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c99bcd79dd8435bccb144be85c25525622137198a1265c4214307aa0bd161026

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationsScreenQuery } from './ApplicationsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c99bcd79dd8435bccb144be85c25525622137198a1265c4214307aa0bd161026",
    "metadata": {},
    "name": "ApplicationsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
