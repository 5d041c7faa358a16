/**
 * @generated SignedSource<<3640ca4aab52c286e14df1a46cd0afbe>>
 * @relayHash e55cc194de3e6d761f14adc632a51d81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60f0445b2c7ba84cf28e05f49841a43ec1b27d421cfaa4333845b0aa716cdd10

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JobCardStep = "ASSIGNED" | "CLOSED" | "COMPLETED" | "IN_PROGRESS" | "REFERRED" | "REGISTERED" | "%future added value";
export type JobCardScreenQuery$variables = {
  jobCardId: number;
};
export type JobCardScreenQuery$data = {
  readonly fieldEmployees: ReadonlyArray<{
    readonly employeeId: number;
    readonly name: string;
  }>;
  readonly jobCard: {
    readonly " $fragmentSpreads": FragmentRefs<"JobCardScreen_jobCard">;
  } | null | undefined;
  readonly maintenanceLookups: {
    readonly activities: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
    readonly complainTypes: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
    readonly conditions: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
    readonly outcomes: ReadonlyArray<{
      readonly code: string;
      readonly lookupId: number;
      readonly name: string;
    }>;
    readonly steps: ReadonlyArray<{
      readonly closable: boolean;
      readonly forced: boolean;
      readonly next: ReadonlyArray<JobCardStep>;
      readonly step: JobCardStep;
    }>;
    readonly supportServices: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly viewer: {
    readonly user: {
      readonly warehouseId: number | null | undefined;
    } | null | undefined;
  };
  readonly warehouses: ReadonlyArray<{
    readonly name: string;
    readonly warehouseId: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query" | "StoresTab_query">;
};
export type JobCardScreenQuery = {
  response: JobCardScreenQuery$data;
  variables: JobCardScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jobCardId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "jobCardId",
    "variableName": "jobCardId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lookupId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "MaintenanceLookups",
  "kind": "LinkedField",
  "name": "maintenanceLookups",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "activities",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "conditions",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "complainTypes",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "outcomes",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v5/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "supportServices",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JobCardStepInfo",
      "kind": "LinkedField",
      "name": "steps",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "forced",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "next",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closable",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "area",
      "value": "OM_APPLICATIONS"
    }
  ],
  "concreteType": "FieldEmployee",
  "kind": "LinkedField",
  "name": "fieldEmployees",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employeeId",
      "storageKey": null
    },
    (v3/*:: as any*/)
  ],
  "storageKey": "fieldEmployees(area:\"OM_APPLICATIONS\")"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "warehouseId",
  "storageKey": null
},
v10 = {
  "alias": null,
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
  "selections": [
    (v9/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": "warehouses(kind:\"STORES\")"
},
v11 = [
  (v3/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = [
  (v13/*:: as any*/),
  (v5/*:: as any*/),
  (v3/*:: as any*/)
],
v15 = [
  (v2/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "employeeName",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allocationId",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hours",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JobCardScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobCard",
        "kind": "LinkedField",
        "name": "jobCard",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JobCardScreen_jobCard"
          }
        ],
        "storageKey": null
      },
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v10/*:: as any*/),
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
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StoresTab_query"
      },
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JobCardScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobCard",
        "kind": "LinkedField",
        "name": "jobCard",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "originType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "originRecordId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plannedHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actualHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "elementTypeName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Element",
            "kind": "LinkedField",
            "name": "station",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Element",
            "kind": "LinkedField",
            "name": "element",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MaintenanceLookup",
            "kind": "LinkedField",
            "name": "activity",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MaintenanceLookup",
            "kind": "LinkedField",
            "name": "condition",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MaintenanceLookup",
            "kind": "LinkedField",
            "name": "complainType",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "workflowEmployeeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "workflowEmployeeName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "JobCardHistoryEntry",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "toStep",
                "storageKey": null
              },
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changedByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changedOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MaintenanceLookup",
            "kind": "LinkedField",
            "name": "outcome",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ManpowerAllocation",
            "kind": "LinkedField",
            "name": "manpower",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "workDate",
                "storageKey": null
              },
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "overtimeHours",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportServiceAllocation",
            "kind": "LinkedField",
            "name": "supportServices",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MaintenanceLookup",
                "kind": "LinkedField",
                "name": "service",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supplier",
                "storageKey": null
              },
              (v19/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cost",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StoreAllocation",
            "kind": "LinkedField",
            "name": "storeAllocations",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v5/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "warehouseName",
                "storageKey": null
              },
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "issuedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v10/*:: as any*/),
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
              (v9/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "id": "60f0445b2c7ba84cf28e05f49841a43ec1b27d421cfaa4333845b0aa716cdd10",
    "metadata": {},
    "name": "JobCardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fc12e5f769743746faa98921723dd9bf";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
