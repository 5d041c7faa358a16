/**
 * @generated SignedSource<<4198c8f4a4301a69a923e8dca1bfd43e>>
 * @relayHash 408fa265d00c64289f6a96cc24c8ff7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bdf01b9d7978e20203f9d9becf26aa0ea4fc627c2ed8428ac60a16d16968218

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0bdf01b9d7978e20203f9d9becf26aa0ea4fc627c2ed8428ac60a16d16968218",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
