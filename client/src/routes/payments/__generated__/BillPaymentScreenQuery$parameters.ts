/**
 * @generated SignedSource<<a1c2bd9f1e8536cd9632d19c96ced739>>
 * @relayHash 48aa00940ea1148f9f932d794c38b3eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 891e9a7efc109fd4b3b4f84662fcbc3a575446676c989ba0749fc83cd1911785

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BillPaymentScreenQuery } from './BillPaymentScreenQuery.graphql';

const node: PreloadableConcreteRequest<BillPaymentScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "891e9a7efc109fd4b3b4f84662fcbc3a575446676c989ba0749fc83cd1911785",
    "metadata": {},
    "name": "BillPaymentScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
