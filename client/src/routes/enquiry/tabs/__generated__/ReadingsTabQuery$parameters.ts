/**
 * @generated SignedSource<<7c9cb767cae5d87db4b6773594679dcc>>
 * @relayHash e2abe6be17b2e35ad9cb709040a5a455
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e4681ec03cd63f1c037081a383064abbcfeb62ec342ffd2c7d8bc6456c90d2e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReadingsTabQuery } from './ReadingsTabQuery.graphql';

const node: PreloadableConcreteRequest<ReadingsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2e4681ec03cd63f1c037081a383064abbcfeb62ec342ffd2c7d8bc6456c90d2e",
    "metadata": {},
    "name": "ReadingsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
