/**
 * @generated SignedSource<<7cd6fc928556370099b0909c2824f5a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StoreRequisitionStatus = "APPROVED" | "CANCELLED" | "DRAFT" | "ISSUED" | "REJECTED" | "SUBMITTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StoreRequisitionsScreen_query$data = {
  readonly storeRequisitions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly jobCardNumber: string | null | undefined;
        readonly lineCount: number;
        readonly number: string;
        readonly requestedBy: string;
        readonly status: StoreRequisitionStatus;
        readonly updatedAt: any;
        readonly warehouseName: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "StoreRequisitionsScreen_query";
};
export type StoreRequisitionsScreen_query$key = {
  readonly " $data"?: StoreRequisitionsScreen_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoreRequisitionsScreen_query">;
};

import StoreRequisitionsScreenPaginationQuery_graphql from './StoreRequisitionsScreenPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "storeRequisitions"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sort"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": StoreRequisitionsScreenPaginationQuery_graphql
    }
  },
  "name": "StoreRequisitionsScreen_query",
  "selections": [
    {
      "alias": "storeRequisitions",
      "args": [
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "concreteType": "StoreRequisitionConnection",
      "kind": "LinkedField",
      "name": "__StoreRequisitionsScreen_storeRequisitions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StoreRequisitionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "StoreRequisition",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "warehouseName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "requestedBy",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "jobCardNumber",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lineCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "updatedAt",
                  "storageKey": null
                },
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
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a30bbd1d2fa1e5ce8a19437e9e6f7a5e";

export default node;
