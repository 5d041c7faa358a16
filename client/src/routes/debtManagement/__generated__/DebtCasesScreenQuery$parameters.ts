/**
 * @generated SignedSource<<3ee50e1bc85e9ec6ab360e6636d69335>>
 * @relayHash 9280938ed595d3a23dfd0d3e8a8956f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22b07947e2ee4a4eca7877f6e11241483a6f9205744d7ab9c18b64a88cfc2211

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DebtCasesScreenQuery } from './DebtCasesScreenQuery.graphql';

const node: PreloadableConcreteRequest<DebtCasesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "22b07947e2ee4a4eca7877f6e11241483a6f9205744d7ab9c18b64a88cfc2211",
    "metadata": {},
    "name": "DebtCasesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
