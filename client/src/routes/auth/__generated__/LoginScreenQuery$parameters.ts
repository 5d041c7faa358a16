/**
 * @generated SignedSource<<9dd7ea4c80545b1fecc12c7494355431>>
 * @relayHash 3991b2f120cd1188625adb38cfb4af1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 920a652ba785a870aa8bdaac872e11006f878adf66bc5d9ce29fc2840d22a9da

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LoginScreenQuery } from './LoginScreenQuery.graphql';

const node: PreloadableConcreteRequest<LoginScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "920a652ba785a870aa8bdaac872e11006f878adf66bc5d9ce29fc2840d22a9da",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
