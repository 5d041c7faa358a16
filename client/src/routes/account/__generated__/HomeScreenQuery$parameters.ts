/**
 * @generated SignedSource<<a27d768e3d62d9d0d35bdf9fbe1351f9>>
 * @relayHash 1d2a2f9aaddd5cb4138757f57677ab73
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0af436cefdf8993fc139484b5b271f852ee544656f05a43f12a99bd16475aaa2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0af436cefdf8993fc139484b5b271f852ee544656f05a43f12a99bd16475aaa2",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
