/**
 * @generated SignedSource<<bda6438252f78340f6a2f96f7112f36c>>
 * @relayHash 2af55b0e9314db98a1d0b07c5d3f10d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74235bc59bdaa1aaf5ea24e67ae6174468a3b3cb0d396783649c6ef9c4eb0ce4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "74235bc59bdaa1aaf5ea24e67ae6174468a3b3cb0d396783649c6ef9c4eb0ce4",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
