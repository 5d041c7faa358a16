/**
 * @generated SignedSource<<216e75ae7b86dcec779aa04a49498c16>>
 * @relayHash ef19811a5f52de0bb271646f6990788d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d0cf8eb20faf01c65c9996fe5dd484ab9b6037d531984be194247008177e387

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BillPaymentScreenQuery } from './BillPaymentScreenQuery.graphql';

const node: PreloadableConcreteRequest<BillPaymentScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6d0cf8eb20faf01c65c9996fe5dd484ab9b6037d531984be194247008177e387",
    "metadata": {},
    "name": "BillPaymentScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
