/**
 * @generated SignedSource<<a3889bf490fdf1991d72b7a709764c60>>
 * @relayHash f1c8a73bb95202d3c9ef2eb06572c710
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 946ed0e1d44f27c9827e6e4ede3ee4c6234e218b108051ee15eacc57ac4778ce

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "946ed0e1d44f27c9827e6e4ede3ee4c6234e218b108051ee15eacc57ac4778ce",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
