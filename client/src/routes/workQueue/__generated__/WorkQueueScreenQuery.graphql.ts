/**
 * @generated SignedSource<<83edf98d0527676ab3386a442b9ef5ba>>
 * @relayHash 88692b04613cb66f5c4c1a0799348b04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7a511557bff91f802484f8c18edf2a4bcaff8f7f9fe09c6dcee0e79c2aeb927

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ApplicationStage = "APPROVED" | "AWAITING_PAYMENT" | "CHANGES_REQUESTED" | "ISSUED" | "PAID" | "REJECTED" | "SAVED" | "SUBMITTED" | "%future added value";
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
export type WorkQueueKind = "CUSTOMER_SERVICE" | "MAINTENANCE" | "%future added value";
export type WorkQueueSortField = "ASSIGNED" | "CUSTOMER" | "NAME" | "STATUS" | "TYPE" | "UPDATED_ON" | "%future added value";
export type WorkQueueFilter = {
  applicationType?: number | null | undefined;
  assignedToMe?: boolean | null | undefined;
  stages?: ReadonlyArray<ApplicationStage> | null | undefined;
  status?: ApplicationStatus | null | undefined;
  unreadOnly?: boolean | null | undefined;
  updatedFrom?: any | null | undefined;
  updatedTo?: any | null | undefined;
};
export type WorkQueueSort = {
  descending?: boolean | null | undefined;
  field: WorkQueueSortField;
};
export type WorkQueueScreenQuery$variables = {
  count: number;
  filter?: WorkQueueFilter | null | undefined;
  kind: WorkQueueKind;
  sort?: WorkQueueSort | null | undefined;
};
export type WorkQueueScreenQuery$data = {
  readonly applicationTypes: ReadonlyArray<{
    readonly applicationType: number;
    readonly name: string;
  }>;
  readonly organisation: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"WorkQueueTable_query">;
};
export type WorkQueueScreenQuery = {
  response: WorkQueueScreenQuery$data;
  variables: WorkQueueScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v4 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v5 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v6 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    (v5/*:: as any*/)
  ],
  "concreteType": "ApplicationType",
  "kind": "LinkedField",
  "name": "applicationTypes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationType",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v10 = [
  (v4/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v5/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkQueueScreenQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "WorkQueueTable_query"
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WorkQueueScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "ApplicationConnection",
        "kind": "LinkedField",
        "name": "workQueue",
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
            "concreteType": "ApplicationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Application",
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
                    "name": "portalApplicationId",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "typeName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "customerName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fromVisitor",
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
                    "name": "updatedOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "assignedEmployee",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "assignedToMe",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unreadMessageCount",
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
        "args": (v10/*:: as any*/),
        "filters": [
          "kind",
          "filter",
          "sort"
        ],
        "handle": "connection",
        "key": "WorkQueueTable_workQueue",
        "kind": "LinkedHandle",
        "name": "workQueue"
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ]
  },
  "params": {
    "id": "d7a511557bff91f802484f8c18edf2a4bcaff8f7f9fe09c6dcee0e79c2aeb927",
    "metadata": {},
    "name": "WorkQueueScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e2ffb8af5ce8b8210a658e36e24a8695";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
