/**
 * @generated SignedSource<<6d8871bec171644ba0440a52b64861be>>
 * @relayHash 61228257b1d14728f653b634797ac623
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9303e42e7f3f7d902f875bfc2f2c9af024dcbd6eb78ebcb8d1cb1688844fe45

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountsScreenQuery } from './AccountsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AccountsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f9303e42e7f3f7d902f875bfc2f2c9af024dcbd6eb78ebcb8d1cb1688844fe45",
    "metadata": {},
    "name": "AccountsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
