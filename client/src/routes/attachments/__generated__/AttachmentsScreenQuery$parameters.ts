/**
 * @generated SignedSource<<26d83706168afc38dfaeaea744a77fb7>>
 * @relayHash 3b6d432b99532f41f2b7016278e770e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09cd80b44fb4e989619ab5a31d705d14b522119aaf0e6a94d9bf20a565fe297e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AttachmentsScreenQuery } from './AttachmentsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AttachmentsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "09cd80b44fb4e989619ab5a31d705d14b522119aaf0e6a94d9bf20a565fe297e",
    "metadata": {},
    "name": "AttachmentsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
