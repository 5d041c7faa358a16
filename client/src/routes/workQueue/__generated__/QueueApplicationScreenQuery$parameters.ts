/**
 * @generated SignedSource<<87fe28b09dee792d244baaefffbbac0e>>
 * @relayHash 43a6a704b455003e20d161962bbc75ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f29192a05e62b6c84102dfd1a4da07c16995267a1fe20e147f8ccd9206f7fcd9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f29192a05e62b6c84102dfd1a4da07c16995267a1fe20e147f8ccd9206f7fcd9",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
