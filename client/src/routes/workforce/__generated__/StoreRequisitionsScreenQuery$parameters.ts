/**
 * @generated SignedSource<<11a78721f8a700e26dd0a377322e48d7>>
 * @relayHash 2ca37d2170e6bb4ac0cf73608cfd5af4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c53ad0f3909a752ccec1184372bb2c2073f11274539caad602edf18a4c713129

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StoreRequisitionsScreenQuery } from './StoreRequisitionsScreenQuery.graphql';

const node: PreloadableConcreteRequest<StoreRequisitionsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c53ad0f3909a752ccec1184372bb2c2073f11274539caad602edf18a4c713129",
    "metadata": {},
    "name": "StoreRequisitionsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
