/**
 * @generated SignedSource<<14a9e4eb69fea47790e04172e2cf4de6>>
 * @relayHash da88e3ad25f59e17f661b2330ce23dfa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7d500312940a66efda8027fcadfd3529a61eb0b672f6d96e3de95e8c59b864b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SamplesScreenQuery } from './SamplesScreenQuery.graphql';

const node: PreloadableConcreteRequest<SamplesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c7d500312940a66efda8027fcadfd3529a61eb0b672f6d96e3de95e8c59b864b",
    "metadata": {},
    "name": "SamplesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
