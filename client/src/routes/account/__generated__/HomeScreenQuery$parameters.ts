/**
 * @generated SignedSource<<cd01fe38e08ce5a29fafe9c0a730326a>>
 * @relayHash ebf39fcee7de9bf1bbcda619e015d24a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 821c7f17d295a6ff9111503376f1c93e153b86bdc745d0be1cf6c02d5ee177dc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "821c7f17d295a6ff9111503376f1c93e153b86bdc745d0be1cf6c02d5ee177dc",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
