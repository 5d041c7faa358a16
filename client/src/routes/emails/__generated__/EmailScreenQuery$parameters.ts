/**
 * @generated SignedSource<<fc746c08d7d10068b604312ec1bbf61f>>
 * @relayHash 2159033633ce8aeb61e4c67a5a03cf00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88b17f7c38c2d542567affa9dfa5878640918bf125a307735e0229dc30987497

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EmailScreenQuery } from './EmailScreenQuery.graphql';

const node: PreloadableConcreteRequest<EmailScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "88b17f7c38c2d542567affa9dfa5878640918bf125a307735e0229dc30987497",
    "metadata": {},
    "name": "EmailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
