/**
 * @generated SignedSource<<f516e3e02adcede12c27e3477c6310b9>>
 * @relayHash 65b8508e2357964990bf674f51c70e0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e48ee85e2a8577d1c55536e3537135c35b17e5e998d08af48c38fccc9fc9bac2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WorkQueueScreenQuery } from './WorkQueueScreenQuery.graphql';

const node: PreloadableConcreteRequest<WorkQueueScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e48ee85e2a8577d1c55536e3537135c35b17e5e998d08af48c38fccc9fc9bac2",
    "metadata": {},
    "name": "WorkQueueScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
