/**
 * @generated SignedSource<<a27c7e2376380e1295f19bf2e2ad3db1>>
 * @relayHash 569e78898cffdafe6c469c23e8db97a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd1bcf8ac84417309cf890714dc802d378d881055dd3e307f5c3420b7d0c0256

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationsScreenQuery } from './ApplicationsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dd1bcf8ac84417309cf890714dc802d378d881055dd3e307f5c3420b7d0c0256",
    "metadata": {},
    "name": "ApplicationsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
