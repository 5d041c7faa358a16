/**
 * @generated SignedSource<<b9415594124dc2e5625a76efee49710b>>
 * @relayHash 58b056483fe9342f1068068694d08bf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83da0acb13ac2d14b6daffc1badd0b9d938f009c38a72169900fd6bbdbb999d1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplyScreenQuery } from './ApplyScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "83da0acb13ac2d14b6daffc1badd0b9d938f009c38a72169900fd6bbdbb999d1",
    "metadata": {},
    "name": "ApplyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
