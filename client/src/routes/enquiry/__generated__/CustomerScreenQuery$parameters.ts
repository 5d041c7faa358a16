/**
 * @generated SignedSource<<758cdfd5e0b8908e5576c9e57c5c4e25>>
 * @relayHash 6cf74b2f8ea102a1a79d88115dbeb0c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3b2f6ca5b10c507c32d1f4af7794ede12c241dc052b8d63e2336fd674966695

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CustomerScreenQuery } from './CustomerScreenQuery.graphql';

const node: PreloadableConcreteRequest<CustomerScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f3b2f6ca5b10c507c32d1f4af7794ede12c241dc052b8d63e2336fd674966695",
    "metadata": {},
    "name": "CustomerScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
