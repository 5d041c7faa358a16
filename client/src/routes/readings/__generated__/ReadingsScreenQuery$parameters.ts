/**
 * @generated SignedSource<<d4c9b69d2251e17c010f752f250940b8>>
 * @relayHash cfbd153e96aa488dd78918c3a1c15de9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63b4ebef66dc2b3bad33155d011e26f232e0dd91a204861be7ee9e72b03ce213

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReadingsScreenQuery } from './ReadingsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ReadingsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "63b4ebef66dc2b3bad33155d011e26f232e0dd91a204861be7ee9e72b03ce213",
    "metadata": {},
    "name": "ReadingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
