/**
 * @generated SignedSource<<afbc6913203e5450a3be78797f1880a4>>
 * @relayHash cbacaedcd87cebe06070170ddc31389a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba399c91e3ee9ab683795dc097910c118583ed725504413ae7b9853d9d8ea88a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WorkQueueScreenQuery } from './WorkQueueScreenQuery.graphql';

const node: PreloadableConcreteRequest<WorkQueueScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ba399c91e3ee9ab683795dc097910c118583ed725504413ae7b9853d9d8ea88a",
    "metadata": {},
    "name": "WorkQueueScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
