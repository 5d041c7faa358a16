/**
 * @generated SignedSource<<f4ea46dd8c0b67d50b951a4940036796>>
 * @relayHash 275d8368c2d5dfb7e66af4aee8aa0981
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e470add52e42ccc160d5970b6e4da68cdfc7aedf7b93d102bd3645d25c7d480e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EbillScreenQuery } from './EbillScreenQuery.graphql';

const node: PreloadableConcreteRequest<EbillScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e470add52e42ccc160d5970b6e4da68cdfc7aedf7b93d102bd3645d25c7d480e",
    "metadata": {},
    "name": "EbillScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
