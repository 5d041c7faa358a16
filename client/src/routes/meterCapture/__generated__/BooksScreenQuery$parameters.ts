/**
 * @generated SignedSource<<d4d4704f0dcd6b4dcfc902c6310eda73>>
 * @relayHash 0dc11f1a3ae548853286ab7a77488f84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8eefd9e20964c8fa3e2cac9e7c5a1e116fccd6f3c8b2526ff7fdf5c7fe26cfdd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BooksScreenQuery } from './BooksScreenQuery.graphql';

const node: PreloadableConcreteRequest<BooksScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8eefd9e20964c8fa3e2cac9e7c5a1e116fccd6f3c8b2526ff7fdf5c7fe26cfdd",
    "metadata": {},
    "name": "BooksScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
