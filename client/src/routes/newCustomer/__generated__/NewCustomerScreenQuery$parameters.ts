/**
 * @generated SignedSource<<72d6222f6940367f958de950f9d87c81>>
 * @relayHash 2021812c9df88db551182834b65e8510
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afec739cb24e7da22da3d144b340276cfc1e307f47f93f049e201d7d408e3c57

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewCustomerScreenQuery } from './NewCustomerScreenQuery.graphql';

const node: PreloadableConcreteRequest<NewCustomerScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "afec739cb24e7da22da3d144b340276cfc1e307f47f93f049e201d7d408e3c57",
    "metadata": {},
    "name": "NewCustomerScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
