/**
 * @generated SignedSource<<0a0b1a5f47b70377370ae982ebc096dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StockUnit = "KG" | "L" | "M" | "PCS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StoresTab_query$data = {
  readonly materials?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly name: string;
        readonly quantityOnHand: number | null | undefined;
        readonly stockItemId: number;
        readonly unit: StockUnit;
      };
    }>;
  };
  readonly " $fragmentType": "StoresTab_query";
};
export type StoresTab_query$key = {
  readonly " $data"?: StoresTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoresTab_query">;
};

import StoresTabRefetchQuery_graphql from './StoresTabRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": StoresTabRefetchQuery_graphql
    }
  },
  "name": "StoresTab_query",
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
            {
              "kind": "Variable",
              "name": "warehouseId",
              "variableName": "warehouseId"
            }
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0b5906dbd532926b99ec7757f06c35a1";

export default node;
