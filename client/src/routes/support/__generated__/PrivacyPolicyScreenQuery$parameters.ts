/**
 * @generated SignedSource<<15756965911651dae588789cc0aafcaa>>
 * @relayHash f9fc308f9f73917287b2b8e3c4600e98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69155e4572c60b0e06ac46cf98916f03b2e94e803385419751654212e7e8977e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PrivacyPolicyScreenQuery } from './PrivacyPolicyScreenQuery.graphql';

const node: PreloadableConcreteRequest<PrivacyPolicyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "69155e4572c60b0e06ac46cf98916f03b2e94e803385419751654212e7e8977e",
    "metadata": {},
    "name": "PrivacyPolicyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
