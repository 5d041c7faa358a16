/**
 * @generated SignedSource<<54c2bac856f66b10c4356bacbadc9732>>
 * @relayHash df7db36eed8e8b3026327de89414669b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f61a1f8658bc740435c02be99cf88bd25d905d962501c6d133c13647d9e6979f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProblemLogScreenQuery } from './ProblemLogScreenQuery.graphql';

const node: PreloadableConcreteRequest<ProblemLogScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f61a1f8658bc740435c02be99cf88bd25d905d962501c6d133c13647d9e6979f",
    "metadata": {},
    "name": "ProblemLogScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
