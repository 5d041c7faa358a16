/**
 * @generated SignedSource<<1ff436a3fa2c97acb40ecea79400273f>>
 * @relayHash 67d129583ac2ee1ead2621d5a410781d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd1df461372636c00bee0847fa869a6291f87f66f1b77163bac1436bca7fb6ef

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
  "name": "meterWarehouseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v4 = {
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
  "selections": (v3/*:: as any*/),
  "storageKey": "warehouses(kind:\"STORES\")"
},
v5 = {
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
  "selections": (v3/*:: as any*/),
  "storageKey": "warehouses(kind:\"METERS\")"
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PreferencesScreenQuery",
    "selections": [
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
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PreferencesScreenQuery",
    "selections": [
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "id": "dd1df461372636c00bee0847fa869a6291f87f66f1b77163bac1436bca7fb6ef",
    "metadata": {},
    "name": "PreferencesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ce38e222d64397e7f4f2aa48d83105b1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
