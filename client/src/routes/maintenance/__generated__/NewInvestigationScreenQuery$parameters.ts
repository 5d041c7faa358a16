/**
 * @generated SignedSource<<1d229ebe69a43c0555672e7fdef24f84>>
 * @relayHash acf0190ddc8bb1cfe7c4337ca09bae8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53a5ac874def2c0117923d39c3749aa5678619fbabc9207c4b2583a439022b9e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewInvestigationScreenQuery } from './NewInvestigationScreenQuery.graphql';

const node: PreloadableConcreteRequest<NewInvestigationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "53a5ac874def2c0117923d39c3749aa5678619fbabc9207c4b2583a439022b9e",
    "metadata": {},
    "name": "NewInvestigationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
