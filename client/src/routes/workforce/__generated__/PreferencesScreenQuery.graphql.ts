/**
 * @generated SignedSource<<e0e2051289cf4bf35d39c15009aba9a1>>
 * @relayHash 8b0f9ba517813c25e2592183fa1be2e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2deeb97f3acf85333b9bc2be53e4a67d22bdcf34e31fd11c823b233788a33939

import type { ConcreteRequest } from 'relay-runtime';
export type PreferencesScreenQuery$variables = Record<PropertyKey, never>;
export type PreferencesScreenQuery$data = {
  readonly meters: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
    readonly warehouseId: number;
  }>;
  readonly organisation: {
    readonly name: string;
  };
  readonly stores: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
    readonly warehouseId: number;
  }>;
  readonly viewer: {
    readonly user: {
      readonly id: string;
      readonly meterWarehouseId: number | null | undefined;
      readonly warehouseId: number | null | undefined;
    } | null | undefined;
  };
};
export type PreferencesScreenQuery = {
  response: PreferencesScreenQuery$data;
  variables: PreferencesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "warehouseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  (v1/*:: as any*/)
],
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "meterWarehouseId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "stores",
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "STORES"
      }
    ],
    "concreteType": "Warehouse",
    "kind": "LinkedField",
    "name": "warehouses",
    "plural": true,
    "selections": (v2/*:: as any*/),
    "storageKey": "warehouses(kind:\"STORES\")"
  },
  {
    "alias": "meters",
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "METERS"
      }
    ],
    "concreteType": "Warehouse",
    "kind": "LinkedField",
    "name": "warehouses",
    "plural": true,
    "selections": (v2/*:: as any*/),
    "storageKey": "warehouses(kind:\"METERS\")"
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "organisation",
    "plural": false,
    "selections": [
      (v1/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PreferencesScreenQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PreferencesScreenQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "2deeb97f3acf85333b9bc2be53e4a67d22bdcf34e31fd11c823b233788a33939",
    "metadata": {},
    "name": "PreferencesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "91307c7f8209e317fa023cd8a1bd8f37";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
