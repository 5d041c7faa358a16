/**
 * @generated SignedSource<<3afeb5915a88c4cdc3447c79b6ecf833>>
 * @relayHash bf19e0404d097739842c4870f52086e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6939e6f6425c5e2b103b3e2c99a926f79d897fc3236aadd928b9da30a2e6ac17

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplyScreenQuery } from './ApplyScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6939e6f6425c5e2b103b3e2c99a926f79d897fc3236aadd928b9da30a2e6ac17",
    "metadata": {},
    "name": "ApplyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
