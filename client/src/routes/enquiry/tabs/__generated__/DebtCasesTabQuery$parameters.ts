/**
 * @generated SignedSource<<823b20d2b912f1e007e1b3b0f82918e2>>
 * @relayHash 4f6d3a86f1b65ae2c625a2e80c322406
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55029cd0400e5855ed5a91f76b973cf8362a68ee8d029cb7fbba65ee89104615

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DebtCasesTabQuery } from './DebtCasesTabQuery.graphql';

const node: PreloadableConcreteRequest<DebtCasesTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "55029cd0400e5855ed5a91f76b973cf8362a68ee8d029cb7fbba65ee89104615",
    "metadata": {},
    "name": "DebtCasesTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
