/**
 * @generated SignedSource<<68826468f64808bfcba16fee812cba00>>
 * @relayHash e0465bce1d57a696a745885139ad128c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04a6f3a697263acd62d3e44d7da0a11fde5b439f1db996f9cd8525d13a22ce8f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { InvestigationScreenQuery } from './InvestigationScreenQuery.graphql';

const node: PreloadableConcreteRequest<InvestigationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "04a6f3a697263acd62d3e44d7da0a11fde5b439f1db996f9cd8525d13a22ce8f",
    "metadata": {},
    "name": "InvestigationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
