/**
 * @generated SignedSource<<aecb419324917f5a7de2d132215aabda>>
 * @relayHash bb9384b9be5360a7c2a881b2b2ae3740
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 464179c5ae4bf5dac6fbee1109e9a8de705626207bc8367cdfea1fb4b6ef6cb4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PaymentResultScreenQuery } from './PaymentResultScreenQuery.graphql';

const node: PreloadableConcreteRequest<PaymentResultScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "464179c5ae4bf5dac6fbee1109e9a8de705626207bc8367cdfea1fb4b6ef6cb4",
    "metadata": {},
    "name": "PaymentResultScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
