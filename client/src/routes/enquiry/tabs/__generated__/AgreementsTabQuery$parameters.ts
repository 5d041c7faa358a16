/**
 * @generated SignedSource<<7087e73d78d1061f54f6b907d4e9c4b5>>
 * @relayHash daec9287bd152768cf4312a52e8d3497
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3005a0a56e70ef7eaa93f5667ac0c37505ae9a762537c2f4f5f8f3bc866d69af

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AgreementsTabQuery } from './AgreementsTabQuery.graphql';

const node: PreloadableConcreteRequest<AgreementsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3005a0a56e70ef7eaa93f5667ac0c37505ae9a762537c2f4f5f8f3bc866d69af",
    "metadata": {},
    "name": "AgreementsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
