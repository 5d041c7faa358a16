/**
 * @generated SignedSource<<423ae4ea2d6eda84b838f4ee9a994d6a>>
 * @relayHash 9a09e32186150ccdcc66279cff28344b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f92b24315d9baf41176c4dac3c3a782daa4d9e88892c46bebdab7ecb12ee4668

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PaymentResultScreenQuery } from './PaymentResultScreenQuery.graphql';

const node: PreloadableConcreteRequest<PaymentResultScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f92b24315d9baf41176c4dac3c3a782daa4d9e88892c46bebdab7ecb12ee4668",
    "metadata": {},
    "name": "PaymentResultScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
