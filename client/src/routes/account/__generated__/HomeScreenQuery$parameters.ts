/**
 * @generated SignedSource<<31dc63ee74757fc947ff863701629569>>
 * @relayHash 3eb15e8219761d9a9cc669c30ba94816
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a56b4c6d830315230d8d44292d2c7ade0cf5a49fc5555830536980c0099e080b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a56b4c6d830315230d8d44292d2c7ade0cf5a49fc5555830536980c0099e080b",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
