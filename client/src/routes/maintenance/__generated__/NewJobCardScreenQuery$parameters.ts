/**
 * @generated SignedSource<<c17df323f4f87a4c90c52ba3b67ac00e>>
 * @relayHash 58b70ecbf3c59c1230e825cf50158e62
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7388f31f3ef59617eab5b88875be9bff34c0accc8a5d6c5de767ca0c7d80c73

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewJobCardScreenQuery } from './NewJobCardScreenQuery.graphql';

const node: PreloadableConcreteRequest<NewJobCardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a7388f31f3ef59617eab5b88875be9bff34c0accc8a5d6c5de767ca0c7d80c73",
    "metadata": {},
    "name": "NewJobCardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
