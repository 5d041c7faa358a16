/**
 * @generated SignedSource<<91a3c7db1b8c9235174bfccd2b95ff4a>>
 * @relayHash 278ab8b8f97c668ff80401c1e2a6b3be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7140f8d205d812b0212c1adf25d0d3fbfd3fa0c5e0f7a4909209a6c43a898741

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MaintenanceScreenQuery } from './MaintenanceScreenQuery.graphql';

const node: PreloadableConcreteRequest<MaintenanceScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7140f8d205d812b0212c1adf25d0d3fbfd3fa0c5e0f7a4909209a6c43a898741",
    "metadata": {},
    "name": "MaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
