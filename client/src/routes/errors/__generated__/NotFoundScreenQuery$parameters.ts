/**
 * @generated SignedSource<<f0cc22e254dbe48228b61ef8923976f9>>
 * @relayHash f67f74db230cd5338987a5906ea7e313
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b52f10ec6fd8c2871090a763b6c59daff2896b79fd5936ce6e4f8a1ce43d00b0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NotFoundScreenQuery } from './NotFoundScreenQuery.graphql';

const node: PreloadableConcreteRequest<NotFoundScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b52f10ec6fd8c2871090a763b6c59daff2896b79fd5936ce6e4f8a1ce43d00b0",
    "metadata": {},
    "name": "NotFoundScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
