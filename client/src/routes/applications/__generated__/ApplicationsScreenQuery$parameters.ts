/**
 * @generated SignedSource<<f9d63fcc809ff40b6bfaa593ec7c4cfb>>
 * @relayHash 7520b67a54e7f96ef511dcb1ed0bb946
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 953f8809df2d2d8b7f189978d9071baf58e0d84f4cc31bc7380022d17115b55e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationsScreenQuery } from './ApplicationsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "953f8809df2d2d8b7f189978d9071baf58e0d84f4cc31bc7380022d17115b55e",
    "metadata": {},
    "name": "ApplicationsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
