/**
 * @generated SignedSource<<57faa3eabcd48c2de56af1c45a13fe17>>
 * @relayHash f0e58f040a93d3cd6bcace5846e2aa47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 816604e0a02a5319e3a24a302f8c5789ad3793f66163231789d1fa51d8334a6b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LoginScreenQuery } from './LoginScreenQuery.graphql';

const node: PreloadableConcreteRequest<LoginScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "816604e0a02a5319e3a24a302f8c5789ad3793f66163231789d1fa51d8334a6b",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
