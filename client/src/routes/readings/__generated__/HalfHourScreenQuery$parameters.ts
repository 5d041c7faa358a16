/**
 * @generated SignedSource<<74315113725606369c6df5e4caf559ff>>
 * @relayHash 26446cdc4d5532c0bcbe450f6f956a30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d34e999db1c7a687113044e9e31ae1b85c407112eed5bee64d2d0e21d7152fa3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HalfHourScreenQuery } from './HalfHourScreenQuery.graphql';

const node: PreloadableConcreteRequest<HalfHourScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d34e999db1c7a687113044e9e31ae1b85c407112eed5bee64d2d0e21d7152fa3",
    "metadata": {},
    "name": "HalfHourScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
