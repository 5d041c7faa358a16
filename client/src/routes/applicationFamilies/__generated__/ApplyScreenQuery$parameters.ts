/**
 * @generated SignedSource<<fc9259dc6079885b447f1e25cc9f96cf>>
 * @relayHash 73a7c0dd5946d7e3598c898587b815df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbb208268b17d44f8c9ccaf5f56bd5a949de4558c42e8831a129faf3637f0583

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplyScreenQuery } from './ApplyScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dbb208268b17d44f8c9ccaf5f56bd5a949de4558c42e8831a129faf3637f0583",
    "metadata": {},
    "name": "ApplyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
