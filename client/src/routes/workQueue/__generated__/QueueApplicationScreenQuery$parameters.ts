/**
 * @generated SignedSource<<c0a7ad8741482850d4da95afe628c4da>>
 * @relayHash 6e62da9469148805a95c8c0b64707385
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83a0fd70209592a15e5eea3e60730c4f75df6d2eeef802b6505fa3c95fc381d1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "83a0fd70209592a15e5eea3e60730c4f75df6d2eeef802b6505fa3c95fc381d1",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
