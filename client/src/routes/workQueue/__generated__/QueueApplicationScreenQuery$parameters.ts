/**
 * @generated SignedSource<<23994349fdd820641a7a423cf5b819fd>>
 * @relayHash 5f9d453397db986945a8c1feb2655b75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa4408decee72e66646f87bb35ad03f0fee10018673676b551c55fd4bbc26662

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fa4408decee72e66646f87bb35ad03f0fee10018673676b551c55fd4bbc26662",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
