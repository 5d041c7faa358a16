/**
 * @generated SignedSource<<68f9c647f9ef41d181fe294f2b5825cc>>
 * @relayHash a87ea5ca40ba326757165fd5dca38070
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6007102a58ae021ae9dd1f88c1adc2d14a3db2186cf0f51976101bf39cdc9c9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PropertyScreenQuery } from './PropertyScreenQuery.graphql';

const node: PreloadableConcreteRequest<PropertyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c6007102a58ae021ae9dd1f88c1adc2d14a3db2186cf0f51976101bf39cdc9c9",
    "metadata": {},
    "name": "PropertyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
