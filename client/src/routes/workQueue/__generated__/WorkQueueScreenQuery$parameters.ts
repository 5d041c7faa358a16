/**
 * @generated SignedSource<<ca61e8cf2261dabfb8233e7719cfa247>>
 * @relayHash 601a0212851c5207201c4a2d9a9de42d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c69f2295b96c27d84af9983d10defeb5ff07cadabdda62d091778ffb3de48d4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WorkQueueScreenQuery } from './WorkQueueScreenQuery.graphql';

const node: PreloadableConcreteRequest<WorkQueueScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3c69f2295b96c27d84af9983d10defeb5ff07cadabdda62d091778ffb3de48d4",
    "metadata": {},
    "name": "WorkQueueScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
