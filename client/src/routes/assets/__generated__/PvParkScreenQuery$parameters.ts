/**
 * @generated SignedSource<<9d1edd3ad16045bd79bf9e9020a2e437>>
 * @relayHash 317762458a0251edc77bec4e3b0d2695
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bda67fa169bbd761dc89aee457b8e9020673fd46affc56d6da0be2fef9f0336

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PvParkScreenQuery } from './PvParkScreenQuery.graphql';

const node: PreloadableConcreteRequest<PvParkScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0bda67fa169bbd761dc89aee457b8e9020673fd46affc56d6da0be2fef9f0336",
    "metadata": {},
    "name": "PvParkScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
