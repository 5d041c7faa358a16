/**
 * @generated SignedSource<<da64c5d7e59d88ae9023a07bdc81fdf7>>
 * @relayHash a6b24387d6adc3676c37153a423f9bcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce3cecc4e14ff3d1c1f4e33c8f22e592d14e4c242034cd0c02c69e1376ab4cfd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PrivacyPolicyScreenQuery } from './PrivacyPolicyScreenQuery.graphql';

const node: PreloadableConcreteRequest<PrivacyPolicyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ce3cecc4e14ff3d1c1f4e33c8f22e592d14e4c242034cd0c02c69e1376ab4cfd",
    "metadata": {},
    "name": "PrivacyPolicyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
