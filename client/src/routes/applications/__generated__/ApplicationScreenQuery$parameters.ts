/**
 * @generated SignedSource<<2567b5c48810263afa9fbbf63d4fd56c>>
 * @relayHash c36c554b632699e5ad82c9129e4f4e8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80493d2bed82f16f36bc510b503a2d006d69dd491955e607c49e352b86738548

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "80493d2bed82f16f36bc510b503a2d006d69dd491955e607c49e352b86738548",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
