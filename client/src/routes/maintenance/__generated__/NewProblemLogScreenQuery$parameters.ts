/**
 * @generated SignedSource<<3727d5ca30562ddfc23746b853744672>>
 * @relayHash 4fb5c3978cdbd557b3c6223a04e99025
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d09cb7bc42be704558ef80fca336bd3e6d67a8bfe18cc57118bc2b5cf61c07ef

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewProblemLogScreenQuery } from './NewProblemLogScreenQuery.graphql';

const node: PreloadableConcreteRequest<NewProblemLogScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d09cb7bc42be704558ef80fca336bd3e6d67a8bfe18cc57118bc2b5cf61c07ef",
    "metadata": {},
    "name": "NewProblemLogScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
