/**
 * @generated SignedSource<<6fd7168307e4366ebf62097e4fc5a644>>
 * @relayHash a5c84791ece750467196640b3c9d1680
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df2c214ac60cff353c12082d2785fed34cb34bc1c02d489ee1468ba2786d78c2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df2c214ac60cff353c12082d2785fed34cb34bc1c02d489ee1468ba2786d78c2",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
