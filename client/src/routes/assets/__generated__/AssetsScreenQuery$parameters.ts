/**
 * @generated SignedSource<<587e9a0748ad8cb3c041160c684de8f8>>
 * @relayHash 8e90ac5e0769554c6060ae86cf712c65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d71dc302d5c31625848a50f3b8726c862ca363f21d43bb825312e58c7ec0273f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsScreenQuery } from './AssetsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AssetsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d71dc302d5c31625848a50f3b8726c862ca363f21d43bb825312e58c7ec0273f",
    "metadata": {},
    "name": "AssetsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
