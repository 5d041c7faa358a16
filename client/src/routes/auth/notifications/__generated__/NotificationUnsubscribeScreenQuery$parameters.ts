/**
 * @generated SignedSource<<4bdc9f40e11dabf818b5130d6f6dbc63>>
 * @relayHash a4de6a9a1289f78a67f819bc8365395f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5ee8a56115929d6297506d399384291531f96f8bc3025517b9fb11d3222d2a9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NotificationUnsubscribeScreenQuery } from './NotificationUnsubscribeScreenQuery.graphql';

const node: PreloadableConcreteRequest<NotificationUnsubscribeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d5ee8a56115929d6297506d399384291531f96f8bc3025517b9fb11d3222d2a9",
    "metadata": {},
    "name": "NotificationUnsubscribeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
