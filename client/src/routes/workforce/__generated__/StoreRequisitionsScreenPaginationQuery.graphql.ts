/**
 * @generated SignedSource<<8b596c6383f96e44c2bacd08ced2a4fb>>
 * @relayHash 0e1f6cc6191b1d5ed5b00f1549da355c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1ca2e52a5b61e9382b2ffdd94023eb8a308fccf81e56bc081de8fab73cd842d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StoreRequisitionSortField = "JOB_CARD" | "LINES" | "NUMBER" | "REQUESTED_BY" | "STATUS" | "UPDATED_AT" | "WAREHOUSE" | "%future added value";
export type StoreRequisitionStatus = "APPROVED" | "CANCELLED" | "DRAFT" | "ISSUED" | "REJECTED" | "SUBMITTED" | "%future added value";
export type StoreRequisitionSort = {
  descending?: boolean | null | undefined;
  field: StoreRequisitionSortField;
};
export type StoreRequisitionsScreenPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  sort?: StoreRequisitionSort | null | undefined;
  status?: StoreRequisitionStatus | null | undefined;
};
export type StoreRequisitionsScreenPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StoreRequisitionsScreen_query">;
};
export type StoreRequisitionsScreenPaginationQuery = {
  response: StoreRequisitionsScreenPaginationQuery$data;
  variables: StoreRequisitionsScreenPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v2 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StoreRequisitionsScreenPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "StoreRequisitionsScreen_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StoreRequisitionsScreenPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "StoreRequisitionConnection",
        "kind": "LinkedField",
        "name": "storeRequisitions",
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
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "status",
          "sort"
        ],
        "handle": "connection",
        "key": "StoreRequisitionsScreen_storeRequisitions",
        "kind": "LinkedHandle",
        "name": "storeRequisitions"
      }
    ]
  },
  "params": {
    "id": "c1ca2e52a5b61e9382b2ffdd94023eb8a308fccf81e56bc081de8fab73cd842d",
    "metadata": {},
    "name": "StoreRequisitionsScreenPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a30bbd1d2fa1e5ce8a19437e9e6f7a5e";

export default node;
