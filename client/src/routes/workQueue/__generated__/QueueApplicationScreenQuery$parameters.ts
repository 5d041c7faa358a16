/**
 * @generated SignedSource<<27565b58ab3ced1ab4e63c3c770d27c4>>
 * @relayHash 9734c3df5459472f72b1960eab6a12e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 365b0d1c5a0600e97c2180adc27314928a7e6347a0ca687a157f5be9656887f9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "365b0d1c5a0600e97c2180adc27314928a7e6347a0ca687a157f5be9656887f9",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
