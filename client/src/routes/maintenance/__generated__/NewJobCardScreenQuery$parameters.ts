/**
 * @generated SignedSource<<59edcc07ab37a7bc98c91b3742acacf5>>
 * @relayHash 568d90b7aa6bb69785ed3b5055b9aeae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ef0b23c01fffb4cbcb042ec83a3182d52e932844802090ce8b326fce87da7b1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewJobCardScreenQuery } from './NewJobCardScreenQuery.graphql';

const node: PreloadableConcreteRequest<NewJobCardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3ef0b23c01fffb4cbcb042ec83a3182d52e932844802090ce8b326fce87da7b1",
    "metadata": {},
    "name": "NewJobCardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
