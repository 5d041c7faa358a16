/**
 * @generated SignedSource<<8ceb9984dd46ca37cbedfd637f6d3e73>>
 * @relayHash 3d4a7727971a6fb38cd19317cf9f2643
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae4418860572cba24e086ed0e04d7c53c12fdb765e8929552ad10f5d6be97fce

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MaintenanceScreenQuery } from './MaintenanceScreenQuery.graphql';

const node: PreloadableConcreteRequest<MaintenanceScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ae4418860572cba24e086ed0e04d7c53c12fdb765e8929552ad10f5d6be97fce",
    "metadata": {},
    "name": "MaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
