/**
 * @generated SignedSource<<ce9ab900796cf64f55090115e957d698>>
 * @relayHash 9828aeae90a85b9b4d4337a4a3c57531
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d365dcfd7a5e7aea063daf6ec020bdc0b3e2b3b50884199cd8b0d5c019a6d964

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EvaluationResultScreenQuery } from './EvaluationResultScreenQuery.graphql';

const node: PreloadableConcreteRequest<EvaluationResultScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d365dcfd7a5e7aea063daf6ec020bdc0b3e2b3b50884199cd8b0d5c019a6d964",
    "metadata": {},
    "name": "EvaluationResultScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
