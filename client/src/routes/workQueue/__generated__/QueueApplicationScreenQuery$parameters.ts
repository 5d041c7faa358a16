/**
 * @generated SignedSource<<715a6c98d401f1e35fec949100823fd8>>
 * @relayHash 336759172b8565fa2a700e35390339cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f486ab528b2eee695fec3d8b4213b67b2986b51442a614b1920c368f2c9db01d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f486ab528b2eee695fec3d8b4213b67b2986b51442a614b1920c368f2c9db01d",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
