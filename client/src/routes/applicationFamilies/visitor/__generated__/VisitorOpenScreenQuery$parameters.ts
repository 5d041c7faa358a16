/**
 * @generated SignedSource<<4ac1aa4bf4a5aa05632f8d34d90b8ebc>>
 * @relayHash 03108e5d5701665aeae1d7a91efb5206
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94a18b977f0132091c2d046d928bd01f63217c08c384ff4f7769b84e9fb43d81

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { VisitorOpenScreenQuery } from './VisitorOpenScreenQuery.graphql';

const node: PreloadableConcreteRequest<VisitorOpenScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "94a18b977f0132091c2d046d928bd01f63217c08c384ff4f7769b84e9fb43d81",
    "metadata": {},
    "name": "VisitorOpenScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
