/**
 * @generated SignedSource<<5d1b2cb239f42cfe209e32e547a09e2e>>
 * @relayHash e1718c1c17b6b1d9c0816ed72c1259fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e1add7e03b5acc95a75e1b36a3c3154c7f6dce59f9d2d63d5188fe6958155fb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DashboardScreenQuery } from './DashboardScreenQuery.graphql';

const node: PreloadableConcreteRequest<DashboardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5e1add7e03b5acc95a75e1b36a3c3154c7f6dce59f9d2d63d5188fe6958155fb",
    "metadata": {},
    "name": "DashboardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
