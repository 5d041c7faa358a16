/**
 * @generated SignedSource<<7de94d2751cc102c173608d352dc5e16>>
 * @relayHash fe122b374759d4831c026f8607c94280
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63864d6c208af898d92815bdfbbb5635c1438459cf813500efc8923fcda63ca0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplyScreenQuery } from './ApplyScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "63864d6c208af898d92815bdfbbb5635c1438459cf813500efc8923fcda63ca0",
    "metadata": {},
    "name": "ApplyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
