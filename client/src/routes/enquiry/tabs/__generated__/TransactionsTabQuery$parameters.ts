/**
 * @generated SignedSource<<bf353f84e8517a61022171eccae8e2ac>>
 * @relayHash 265b9fbda824ce553125cb4770d45be1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d057d29dfee94e0b03526319c07fab1c61f438f88c85dbbc8f780543d9c8847

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TransactionsTabQuery } from './TransactionsTabQuery.graphql';

const node: PreloadableConcreteRequest<TransactionsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5d057d29dfee94e0b03526319c07fab1c61f438f88c85dbbc8f780543d9c8847",
    "metadata": {},
    "name": "TransactionsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
