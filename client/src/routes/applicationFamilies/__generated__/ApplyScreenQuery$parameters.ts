/**
 * @generated SignedSource<<35e7c4ee9b4ea5a1aad5d909084f9849>>
 * @relayHash 73b738e978b84a0109f64d718fb92300
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7c70edcbec7ef390e1e85568100bc3a652838e5ae57186df3bf599173e2845c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplyScreenQuery } from './ApplyScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c7c70edcbec7ef390e1e85568100bc3a652838e5ae57186df3bf599173e2845c",
    "metadata": {},
    "name": "ApplyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
