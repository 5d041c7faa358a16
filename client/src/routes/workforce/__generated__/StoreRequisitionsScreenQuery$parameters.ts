/**
 * @generated SignedSource<<c21c577b5307cf500fb9f83b46e53f21>>
 * @relayHash 8b3b2f8c90b2f960715e8acf25aa9bc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f69d2536041118b6a75682d7a42a48cb108677ba426089057dc98ea56512a2c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StoreRequisitionsScreenQuery } from './StoreRequisitionsScreenQuery.graphql';

const node: PreloadableConcreteRequest<StoreRequisitionsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f69d2536041118b6a75682d7a42a48cb108677ba426089057dc98ea56512a2c",
    "metadata": {},
    "name": "StoreRequisitionsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
