/**
 * @generated SignedSource<<75c43d3ac8592c5c6434d48673b5af35>>
 * @relayHash 3780fb45591024bd547390735fc03707
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0222cca9aae029fd44d4d8d14b896d29e58eaf33a37040e172a9547a9aeee876

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StatementsTabQuery } from './StatementsTabQuery.graphql';

const node: PreloadableConcreteRequest<StatementsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0222cca9aae029fd44d4d8d14b896d29e58eaf33a37040e172a9547a9aeee876",
    "metadata": {},
    "name": "StatementsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
