/**
 * @generated SignedSource<<959c87059d06bcd87f87de2f5aa3de11>>
 * @relayHash b44acc7278fb3057a2a27cc1227dad6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1bc0b345af5a1b5ef7d5f1c7cacf219f869e12f96b9c7e5ecc0f7f5776103be

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MessagesTabQuery } from './MessagesTabQuery.graphql';

const node: PreloadableConcreteRequest<MessagesTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a1bc0b345af5a1b5ef7d5f1c7cacf219f869e12f96b9c7e5ecc0f7f5776103be",
    "metadata": {},
    "name": "MessagesTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
