/**
 * @generated SignedSource<<6cdaaeffbff69ceec6446eba06bd24d1>>
 * @relayHash a38eb587a0b5ea75daebefb9361073ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 126e2816b961a0228632f8b9ee9ef4128762df2e4207e7cd0ed5d7d460f6dd9e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "126e2816b961a0228632f8b9ee9ef4128762df2e4207e7cd0ed5d7d460f6dd9e",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
