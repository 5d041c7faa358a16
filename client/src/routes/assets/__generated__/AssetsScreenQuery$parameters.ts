/**
 * @generated SignedSource<<4d61f1d5d540c384318dda4d35f8e002>>
 * @relayHash 8aad7c01db3dd8b4c29b7fd42b390f09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6dfd40e60c6c039467754671daf9210f1a9bef20b77314f7d6fc9de53cbb13b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsScreenQuery } from './AssetsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AssetsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f6dfd40e60c6c039467754671daf9210f1a9bef20b77314f7d6fc9de53cbb13b",
    "metadata": {},
    "name": "AssetsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
