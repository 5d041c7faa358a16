/**
 * @generated SignedSource<<993bf1dd99676600a2de94c782cce2fe>>
 * @relayHash 5620f30d301f7b9880841f18451a18f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 965e310a9bc0725d78a9edc28123be7c11d89da09fb78ffe2c6a9967b184fd3c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FinancialScreenQuery } from './FinancialScreenQuery.graphql';

const node: PreloadableConcreteRequest<FinancialScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "965e310a9bc0725d78a9edc28123be7c11d89da09fb78ffe2c6a9967b184fd3c",
    "metadata": {},
    "name": "FinancialScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
