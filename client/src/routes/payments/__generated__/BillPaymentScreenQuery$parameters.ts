/**
 * @generated SignedSource<<f4cdccc8b8c059b91cf018dc2977945a>>
 * @relayHash f11bbfc81f1ee555e892cf809ceee8db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 674117e734bf90220be15337805a6bb1eb777b6d8e35422197fc9e9451437ad7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BillPaymentScreenQuery } from './BillPaymentScreenQuery.graphql';

const node: PreloadableConcreteRequest<BillPaymentScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "674117e734bf90220be15337805a6bb1eb777b6d8e35422197fc9e9451437ad7",
    "metadata": {},
    "name": "BillPaymentScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
