/**
 * @generated SignedSource<<283500b5e79b58ca833e97d1e64b77ad>>
 * @relayHash edebeb3c4154e94bf2e9d220b7d01620
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e46e2c1b88ad14b43dc403e44ad2152f8c9eea4b53ebfbc4b6159af6e8b6426f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SamplesScreenQuery } from './SamplesScreenQuery.graphql';

const node: PreloadableConcreteRequest<SamplesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e46e2c1b88ad14b43dc403e44ad2152f8c9eea4b53ebfbc4b6159af6e8b6426f",
    "metadata": {},
    "name": "SamplesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
