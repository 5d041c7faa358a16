/**
 * @generated SignedSource<<35422f31db91ddf4b124c6e546b33c03>>
 * @relayHash 88692b04613cb66f5c4c1a0799348b04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7a511557bff91f802484f8c18edf2a4bcaff8f7f9fe09c6dcee0e79c2aeb927

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WorkQueueScreenQuery } from './WorkQueueScreenQuery.graphql';

const node: PreloadableConcreteRequest<WorkQueueScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d7a511557bff91f802484f8c18edf2a4bcaff8f7f9fe09c6dcee0e79c2aeb927",
    "metadata": {},
    "name": "WorkQueueScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
