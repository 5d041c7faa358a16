/**
 * @generated SignedSource<<e010f9080b84fca8ff142f78d4305514>>
 * @relayHash 7085d41485f713eee361be7134efeae0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48d8260b262ba73d43c32713d766d40a24d3c8a4dd72b7a1e8c84c9dedca8cf4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EbillScreenQuery } from './EbillScreenQuery.graphql';

const node: PreloadableConcreteRequest<EbillScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "48d8260b262ba73d43c32713d766d40a24d3c8a4dd72b7a1e8c84c9dedca8cf4",
    "metadata": {},
    "name": "EbillScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
