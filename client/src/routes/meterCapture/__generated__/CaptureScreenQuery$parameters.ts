/**
 * @generated SignedSource<<2a45ab6cd8b0417fb93806e6f6154306>>
 * @relayHash ba824e81295d8208d773c7d49981bb34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 103a802a578cf0a1c3d48ef58902e4bba821f896a6cd6d50df11b42a97371dbd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CaptureScreenQuery } from './CaptureScreenQuery.graphql';

const node: PreloadableConcreteRequest<CaptureScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "103a802a578cf0a1c3d48ef58902e4bba821f896a6cd6d50df11b42a97371dbd",
    "metadata": {},
    "name": "CaptureScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
