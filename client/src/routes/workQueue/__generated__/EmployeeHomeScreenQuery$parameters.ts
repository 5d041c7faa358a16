/**
 * @generated SignedSource<<a3ce1ed310234fb2122756085aea5c33>>
 * @relayHash 95c4d603ddbc76ff577f3b3522e0b496
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52e7bdccdd3d605cdff1c8a7050e8842bd1547faa43f718433eca1a2c3ea5c2d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EmployeeHomeScreenQuery } from './EmployeeHomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<EmployeeHomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "52e7bdccdd3d605cdff1c8a7050e8842bd1547faa43f718433eca1a2c3ea5c2d",
    "metadata": {},
    "name": "EmployeeHomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
