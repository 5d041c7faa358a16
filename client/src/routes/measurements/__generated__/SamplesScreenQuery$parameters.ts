/**
 * @generated SignedSource<<52034462b6398648affb47fefc0ad849>>
 * @relayHash 8975acb4f3aadd0e9f0b289eb052fd95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 559f1e44356ca69aa29dd95d80f25bc4b15e1fe4719628c4127dda16e9246569

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SamplesScreenQuery } from './SamplesScreenQuery.graphql';

const node: PreloadableConcreteRequest<SamplesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "559f1e44356ca69aa29dd95d80f25bc4b15e1fe4719628c4127dda16e9246569",
    "metadata": {},
    "name": "SamplesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
