/**
 * @generated SignedSource<<ab92d09d139fd2ce712d6fd9a2d96b1e>>
 * @relayHash b6f34ea9f2bae3d9b6463415d554e480
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be5e52a94cae1d775d7568f29626eb24f2d957e54673bfb607c1729f66210a00

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewProblemLogScreenQuery } from './NewProblemLogScreenQuery.graphql';

const node: PreloadableConcreteRequest<NewProblemLogScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "be5e52a94cae1d775d7568f29626eb24f2d957e54673bfb607c1729f66210a00",
    "metadata": {},
    "name": "NewProblemLogScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
