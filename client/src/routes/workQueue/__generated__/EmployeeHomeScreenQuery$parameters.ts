/**
 * @generated SignedSource<<b1d0d977d2c0f588f15cbedcb51d89d9>>
 * @relayHash 059b8b05e974c4fbc1ab6f0b53557884
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac9b47d242e3f33e75bb0ae8d3632c2764ab011d9d9a3115b116a630df197297

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EmployeeHomeScreenQuery } from './EmployeeHomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<EmployeeHomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ac9b47d242e3f33e75bb0ae8d3632c2764ab011d9d9a3115b116a630df197297",
    "metadata": {},
    "name": "EmployeeHomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
