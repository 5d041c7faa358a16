/**
 * @generated SignedSource<<801dc6225288656620652d96aa8737a9>>
 * @relayHash d9192e7e7d6f8a9470679d91c761f17b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98adc44d160a7941155eb6af9b941f964ffe04c9cdcaf9a69992ceb3539d8fda

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "98adc44d160a7941155eb6af9b941f964ffe04c9cdcaf9a69992ceb3539d8fda",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
