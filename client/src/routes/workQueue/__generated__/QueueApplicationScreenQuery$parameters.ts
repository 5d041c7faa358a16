/**
 * @generated SignedSource<<0eb612892c21a40cfd7055499fed78c1>>
 * @relayHash 92fe5270badd09ab2fd55c429d2d23bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40df0531368e731ebaff9273a23b8b70b937d3f6ee2a3570a4e1b99bc5730255

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "40df0531368e731ebaff9273a23b8b70b937d3f6ee2a3570a4e1b99bc5730255",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
