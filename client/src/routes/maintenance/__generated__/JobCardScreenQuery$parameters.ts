/**
 * @generated SignedSource<<65f952f4e2f0fc729022c49f17a60c68>>
 * @relayHash e55cc194de3e6d761f14adc632a51d81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60f0445b2c7ba84cf28e05f49841a43ec1b27d421cfaa4333845b0aa716cdd10

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { JobCardScreenQuery } from './JobCardScreenQuery.graphql';

const node: PreloadableConcreteRequest<JobCardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "60f0445b2c7ba84cf28e05f49841a43ec1b27d421cfaa4333845b0aa716cdd10",
    "metadata": {},
    "name": "JobCardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
