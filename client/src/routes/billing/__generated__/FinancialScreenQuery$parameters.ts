/**
 * @generated SignedSource<<f0fcd990c8468e3fc068683c6b327930>>
 * @relayHash 861431dbe87d9dfdf622cf6e0f45e4d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fce284f1bda09698e7b6a6cb2c3d8fce991171505365159b92898ad8b33376c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FinancialScreenQuery } from './FinancialScreenQuery.graphql';

const node: PreloadableConcreteRequest<FinancialScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3fce284f1bda09698e7b6a6cb2c3d8fce991171505365159b92898ad8b33376c",
    "metadata": {},
    "name": "FinancialScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
