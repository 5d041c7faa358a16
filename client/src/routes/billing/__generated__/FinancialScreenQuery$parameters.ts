/**
 * @generated SignedSource<<f26e3f4fc91211a4eaeacb4a6e41b192>>
 * @relayHash 157e6014447fa54c68c914af6c68f4c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bd0531453fd6851eec30d01ea2b55926ae6b9b4696ce4c316c6b143dc9711bc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FinancialScreenQuery } from './FinancialScreenQuery.graphql';

const node: PreloadableConcreteRequest<FinancialScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6bd0531453fd6851eec30d01ea2b55926ae6b9b4696ce4c316c6b143dc9711bc",
    "metadata": {},
    "name": "FinancialScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
