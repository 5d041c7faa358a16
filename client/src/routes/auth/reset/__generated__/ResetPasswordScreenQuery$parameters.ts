/**
 * @generated SignedSource<<869a6f039e7c052813a3da653cfff02a>>
 * @relayHash ef06f147dd9fd5b49caaef81e35336ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cb631233d2c4018a5284f04dd557822ee733d3f0b59cbc694476be09b8d4d2b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ResetPasswordScreenQuery } from './ResetPasswordScreenQuery.graphql';

const node: PreloadableConcreteRequest<ResetPasswordScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8cb631233d2c4018a5284f04dd557822ee733d3f0b59cbc694476be09b8d4d2b",
    "metadata": {},
    "name": "ResetPasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
