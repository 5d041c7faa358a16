/**
 * @generated SignedSource<<9c869a8547b9a7fc9899fcd5e78d5629>>
 * @relayHash 352b7d18edde1c2a18da32708719f9b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a954a4b6a379568e15ec56dc93e4d65a0e50dadb5bd1a92e03458a488229fab

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SampleScreenQuery } from './SampleScreenQuery.graphql';

const node: PreloadableConcreteRequest<SampleScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0a954a4b6a379568e15ec56dc93e4d65a0e50dadb5bd1a92e03458a488229fab",
    "metadata": {},
    "name": "SampleScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
