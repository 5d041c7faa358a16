/**
 * @generated SignedSource<<9b257ea04e5764c75614f61afb1509f4>>
 * @relayHash d469074d1c30c17c1e40b690000725ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fbb8d8b560ed1718b138800a501d1cf93c3bba8e20b9f137f0ab40cbf130b58

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { VisitorFamiliesScreenQuery } from './VisitorFamiliesScreenQuery.graphql';

const node: PreloadableConcreteRequest<VisitorFamiliesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1fbb8d8b560ed1718b138800a501d1cf93c3bba8e20b9f137f0ab40cbf130b58",
    "metadata": {},
    "name": "VisitorFamiliesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
