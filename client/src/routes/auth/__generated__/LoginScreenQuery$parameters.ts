/**
 * @generated SignedSource<<7ee64a7d21b8a36ff0b740be21983240>>
 * @relayHash 9cd4dc2dad47ecbe979c26b54ad8d98c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 562a0283f5ace7ace6a0f7d3f97f7829b3e5240216cb9ead7f0c7eede79b6d2a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LoginScreenQuery } from './LoginScreenQuery.graphql';

const node: PreloadableConcreteRequest<LoginScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "562a0283f5ace7ace6a0f7d3f97f7829b3e5240216cb9ead7f0c7eede79b6d2a",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
