/**
 * @generated SignedSource<<869875057612010c5acf5ad156bc3aea>>
 * @relayHash 9c4885424b774d123a75090d51cea5ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0401b7d30508c9c589abee32856e83a87892bceaaaa000847681ab892c8c9853

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DebtCaseScreenQuery } from './DebtCaseScreenQuery.graphql';

const node: PreloadableConcreteRequest<DebtCaseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0401b7d30508c9c589abee32856e83a87892bceaaaa000847681ab892c8c9853",
    "metadata": {},
    "name": "DebtCaseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
