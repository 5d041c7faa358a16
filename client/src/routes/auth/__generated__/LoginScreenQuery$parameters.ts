/**
 * @generated SignedSource<<20b4ffc1f16f73c9d6570172fb4c1184>>
 * @relayHash 2f988451763cc33f8bf01abaf8b5d227
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 766da51819fa4e316ffd90aa6b01de27d345f7eb6ba5f04bdb773d8857f32c70

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LoginScreenQuery } from './LoginScreenQuery.graphql';

const node: PreloadableConcreteRequest<LoginScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "766da51819fa4e316ffd90aa6b01de27d345f7eb6ba5f04bdb773d8857f32c70",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
