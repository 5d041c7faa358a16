/**
 * @generated SignedSource<<d4082aa53f143ff981110ce0be2b0f73>>
 * @relayHash 74e93f7859944446b7ba9e7d893fadad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00bf2f624fcde49e65c0f7bc1f71c4800a7c514581d58d63dcbdd8f231ded135

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RequestChangeEmailScreenQuery } from './RequestChangeEmailScreenQuery.graphql';

const node: PreloadableConcreteRequest<RequestChangeEmailScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "00bf2f624fcde49e65c0f7bc1f71c4800a7c514581d58d63dcbdd8f231ded135",
    "metadata": {},
    "name": "RequestChangeEmailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
