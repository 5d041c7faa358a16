/**
 * @generated SignedSource<<28e2ae8829ae2fc26fcdc7b8ba5f3048>>
 * @relayHash 0140b7c3d8259ce8d573f3fac807335b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 051e57ffa429665580e8152357541e40f699c085270b99ac914b74134bb81380

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CustomerScreenQuery } from './CustomerScreenQuery.graphql';

const node: PreloadableConcreteRequest<CustomerScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "051e57ffa429665580e8152357541e40f699c085270b99ac914b74134bb81380",
    "metadata": {},
    "name": "CustomerScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
