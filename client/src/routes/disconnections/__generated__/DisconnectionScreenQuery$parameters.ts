/**
 * @generated SignedSource<<89946a1e177c5a929971bf4edf1e72cb>>
 * @relayHash 1188309026ddeee25445ce618c5a09f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c072e22d5884a6b17dc0c6057fdbb710ec86f7144578a49d2f1a5eb314aff38c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DisconnectionScreenQuery } from './DisconnectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<DisconnectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c072e22d5884a6b17dc0c6057fdbb710ec86f7144578a49d2f1a5eb314aff38c",
    "metadata": {},
    "name": "DisconnectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
