/**
 * @generated SignedSource<<9833ec9e529ef5d6753a451856f22df3>>
 * @relayHash 13f4faf154ca3ec9cb191061d45c46a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6849db9e7398e04490cc322958a66851f21f7b08844187797e6f999132cbfe17

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SamplesScreenQuery } from './SamplesScreenQuery.graphql';

const node: PreloadableConcreteRequest<SamplesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6849db9e7398e04490cc322958a66851f21f7b08844187797e6f999132cbfe17",
    "metadata": {},
    "name": "SamplesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
