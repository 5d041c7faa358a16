/**
 * @generated SignedSource<<ae08117e630d7d82e4c79e5ee6fe3755>>
 * @relayHash ee970e8b9878f50892088f79de0cabbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb60265e9c8be7857bae439d47a619643866497cd90c49cf9a961b527a91a5aa

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StoresTabRefetchQuery$variables = {
  noWarehouse?: boolean | null | undefined;
  warehouseId?: number | null | undefined;
};
export type StoresTabRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StoresTab_query">;
};
export type StoresTabRefetchQuery = {
  response: StoresTabRefetchQuery$data;
  variables: StoresTabRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": true,
    "kind": "LocalArgument",
    "name": "noWarehouse"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "warehouseId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "warehouseId",
  "variableName": "warehouseId"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StoresTabRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "noWarehouse",
            "variableName": "noWarehouse"
          },
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "StoresTab_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StoresTabRefetchQuery",
    "selections": [
      {
        "condition": "noWarehouse",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "materials",
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              },
              (v1/*:: as any*/)
            ],
            "concreteType": "StockItemConnection",
            "kind": "LinkedField",
            "name": "stockItems",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StockItemEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StockItem",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stockItemId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "unit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quantityOnHand",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "cb60265e9c8be7857bae439d47a619643866497cd90c49cf9a961b527a91a5aa",
    "metadata": {},
    "name": "StoresTabRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0b5906dbd532926b99ec7757f06c35a1";

export default node;
