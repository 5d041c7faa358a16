/**
 * @generated SignedSource<<3b2ed09e2d8055cdae48b2be4d0d57d9>>
 * @relayHash ea149fc74d2b6b0dbfefea7109dc7cf2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16be188f389f0d39357f428210cb8b2c86a89ac6dd39b6ddf585f550e1aa37b5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PvParksScreenQuery } from './PvParksScreenQuery.graphql';

const node: PreloadableConcreteRequest<PvParksScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "16be188f389f0d39357f428210cb8b2c86a89ac6dd39b6ddf585f550e1aa37b5",
    "metadata": {},
    "name": "PvParksScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
