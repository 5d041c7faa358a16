/**
 * @generated SignedSource<<2c7c1a0510416dbc6485cd463c0f9d03>>
 * @relayHash b43575f02c17c626a668ecacdff69e9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7564182a1f4fdd082583f4b57d38e1627e1ad6b221c525618d9a0af3828ead24

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ElementScreenQuery } from './ElementScreenQuery.graphql';

const node: PreloadableConcreteRequest<ElementScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7564182a1f4fdd082583f4b57d38e1627e1ad6b221c525618d9a0af3828ead24",
    "metadata": {},
    "name": "ElementScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
