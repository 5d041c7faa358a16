/**
 * @generated SignedSource<<404f9cef935b5028a66c1e7d33e1bc48>>
 * @relayHash 3fd93df8ab4a4792760c8bd4a35b44b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d43c3beecc1bf1145176c031ee3592919b748c24e9af84127c5e447888b6f06

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ComplaintsScreenQuery } from './ComplaintsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ComplaintsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2d43c3beecc1bf1145176c031ee3592919b748c24e9af84127c5e447888b6f06",
    "metadata": {},
    "name": "ComplaintsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
