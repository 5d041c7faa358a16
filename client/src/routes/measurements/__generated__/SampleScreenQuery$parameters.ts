/**
 * @generated SignedSource<<70d21b631d3250ef22a7a4e2b64c33bb>>
 * @relayHash 2e3e050c52bfbb63f0d38cb98c98a1cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fcd9f42b7b9a98e821a477ad2acb1eb7f8a5d3f8f4b715609bfa62a1ed75709

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SampleScreenQuery } from './SampleScreenQuery.graphql';

const node: PreloadableConcreteRequest<SampleScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2fcd9f42b7b9a98e821a477ad2acb1eb7f8a5d3f8f4b715609bfa62a1ed75709",
    "metadata": {},
    "name": "SampleScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
