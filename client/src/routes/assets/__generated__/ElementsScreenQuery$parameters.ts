/**
 * @generated SignedSource<<d0dad402c923bab1a2a941ec1183c9c0>>
 * @relayHash 7ae73765c5db56d061beb5a7e90d384d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a32042ae5a651c1f047821c0fdfad83886f188a839334db81e88854e08191b73

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ElementsScreenQuery } from './ElementsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ElementsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a32042ae5a651c1f047821c0fdfad83886f188a839334db81e88854e08191b73",
    "metadata": {},
    "name": "ElementsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
