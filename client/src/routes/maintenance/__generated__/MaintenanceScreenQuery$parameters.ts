/**
 * @generated SignedSource<<c23362589f828b7f730195090c79d672>>
 * @relayHash d9a96c5274965326ac972ec93ad1ad86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6435c5d86e64c0f551de2469757c06d3c4d5484d4432f49b5345734dc67adf0e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MaintenanceScreenQuery } from './MaintenanceScreenQuery.graphql';

const node: PreloadableConcreteRequest<MaintenanceScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6435c5d86e64c0f551de2469757c06d3c4d5484d4432f49b5345734dc67adf0e",
    "metadata": {},
    "name": "MaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
