/**
 * @generated SignedSource<<e02c19da145dd20b2c53e0a2eb8a9540>>
 * @relayHash 3e8df6914f7d7a92025755e8224239a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dac5bb9b0593897d3fbc4007c26814b3e0a0174e6cc617cd38c0732b8841d4a1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { VerifyScreenQuery } from './VerifyScreenQuery.graphql';

const node: PreloadableConcreteRequest<VerifyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dac5bb9b0593897d3fbc4007c26814b3e0a0174e6cc617cd38c0732b8841d4a1",
    "metadata": {},
    "name": "VerifyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
