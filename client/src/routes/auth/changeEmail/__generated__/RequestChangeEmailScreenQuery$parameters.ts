/**
 * @generated SignedSource<<3a6144ac84432e23fe763a4d6e7a38da>>
 * @relayHash 6fe5619a3aa7399434e3920258daf2f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5d6b3c58d795a9537cfac4b830998d72d44533e898b69e3c5fd1bcadd5812aa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RequestChangeEmailScreenQuery } from './RequestChangeEmailScreenQuery.graphql';

const node: PreloadableConcreteRequest<RequestChangeEmailScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f5d6b3c58d795a9537cfac4b830998d72d44533e898b69e3c5fd1bcadd5812aa",
    "metadata": {},
    "name": "RequestChangeEmailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
