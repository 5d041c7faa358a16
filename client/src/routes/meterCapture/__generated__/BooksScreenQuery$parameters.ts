/**
 * @generated SignedSource<<d541574beb2cfb212ddd7fe329ac6c17>>
 * @relayHash f9f900f9fb675fd2b0467ef5c45b3124
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17ac8b7d90573306e543f3dddb341cd1d41c2e21dd2bbce6b154b7f3f63a2cb6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BooksScreenQuery } from './BooksScreenQuery.graphql';

const node: PreloadableConcreteRequest<BooksScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "17ac8b7d90573306e543f3dddb341cd1d41c2e21dd2bbce6b154b7f3f63a2cb6",
    "metadata": {},
    "name": "BooksScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
