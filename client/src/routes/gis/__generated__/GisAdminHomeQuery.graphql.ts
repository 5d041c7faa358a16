/**
 * @generated SignedSource<<7e1a1d1266b84e613fc66036485df1e0>>
 * @relayHash 00f868226bb23bf9779d22bbd2d2414b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a55ec87df866554c26a2dd7dbafdf5b0491f5b6b7c45389ebc2c84171a2a945

import type { ConcreteRequest } from 'relay-runtime';
export type GisServerType = "NONE" | "WFS" | "WMS" | "%future added value";
export type GisAdminHomeQuery$variables = Record<PropertyKey, never>;
export type GisAdminHomeQuery$data = {
  readonly gisMaps: ReadonlyArray<{
    readonly __typename: "GisMap";
  }>;
  readonly gisSettings: {
    readonly serverType: GisServerType;
  };
  readonly organisation: {
    readonly name: string;
  };
};
export type GisAdminHomeQuery = {
  response: GisAdminHomeQuery$data;
  variables: GisAdminHomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GisSettings",
    "kind": "LinkedField",
    "name": "gisSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serverType",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "GisMap",
    "kind": "LinkedField",
    "name": "gisMaps",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "organisation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GisAdminHomeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GisAdminHomeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2a55ec87df866554c26a2dd7dbafdf5b0491f5b6b7c45389ebc2c84171a2a945",
    "metadata": {},
    "name": "GisAdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5dfdd4eff01541c850ded9836a5aa95d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
