/**
 * @generated SignedSource<<378ba37f256559e11f4e5b809184a890>>
 * @relayHash 5a3c2a7ec679ae9e10eadde16cc5d824
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8612d41dfda3af0319ddffe6d87e083493871dbf61cd2c25a918034647ecb46

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplyScreenQuery } from './ApplyScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d8612d41dfda3af0319ddffe6d87e083493871dbf61cd2c25a918034647ecb46",
    "metadata": {},
    "name": "ApplyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
