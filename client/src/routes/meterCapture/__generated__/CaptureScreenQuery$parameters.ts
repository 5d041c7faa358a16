/**
 * @generated SignedSource<<49b2b6c98a7125836222b9d0112032c3>>
 * @relayHash b3199d2e600cff3c22f0de6ce4803c2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45a4838492f88d1d2e4be0aac2680afed786f6a933d1a754865fa66bc6cd6251

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CaptureScreenQuery } from './CaptureScreenQuery.graphql';

const node: PreloadableConcreteRequest<CaptureScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "45a4838492f88d1d2e4be0aac2680afed786f6a933d1a754865fa66bc6cd6251",
    "metadata": {},
    "name": "CaptureScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
