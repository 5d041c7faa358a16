/**
 * @generated SignedSource<<ed15331e96772de4f558efd191f856a0>>
 * @relayHash 4ae7da6bc32efa9c4d4d736323d157d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fef0507d3a63f50dee5532e69a25cb668e001aafc14f8c71b7a8fded51c96ba4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EbillScreenQuery } from './EbillScreenQuery.graphql';

const node: PreloadableConcreteRequest<EbillScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fef0507d3a63f50dee5532e69a25cb668e001aafc14f8c71b7a8fded51c96ba4",
    "metadata": {},
    "name": "EbillScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
