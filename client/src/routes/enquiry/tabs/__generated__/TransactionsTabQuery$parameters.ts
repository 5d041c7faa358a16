/**
 * @generated SignedSource<<e471e6507db0a3c4ff75ac687ff190fa>>
 * @relayHash 377209b776ae85eede473b12bf860aa3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa89f3636f76a312c00cc53aa744dd075b72560b80cd15f816f9639be86441d3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TransactionsTabQuery } from './TransactionsTabQuery.graphql';

const node: PreloadableConcreteRequest<TransactionsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aa89f3636f76a312c00cc53aa744dd075b72560b80cd15f816f9639be86441d3",
    "metadata": {},
    "name": "TransactionsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
