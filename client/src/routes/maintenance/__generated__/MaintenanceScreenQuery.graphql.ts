/**
 * @generated SignedSource<<b5d4a6115ecb14eb28d41d79fe97e52a>>
 * @relayHash 3d4a7727971a6fb38cd19317cf9f2643
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae4418860572cba24e086ed0e04d7c53c12fdb765e8929552ad10f5d6be97fce

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JobCardStep = "ASSIGNED" | "CLOSED" | "COMPLETED" | "IN_PROGRESS" | "REFERRED" | "REGISTERED" | "%future added value";
export type MaintenanceRecordStatus = "CLOSED" | "OPEN" | "%future added value";
export type ProblemPriority = "HIGH" | "LOW" | "MEDIUM" | "URGENT" | "%future added value";
export type JobCardFilter = {
  elementId?: string | null | undefined;
  mine?: boolean | null | undefined;
  openOnly?: boolean | null | undefined;
  outcomeId?: number | null | undefined;
  stationId?: string | null | undefined;
  step?: JobCardStep | null | undefined;
  text?: string | null | undefined;
};
export type InvestigationFilter = {
  elementId?: string | null | undefined;
  stationId?: string | null | undefined;
  status?: MaintenanceRecordStatus | null | undefined;
  text?: string | null | undefined;
};
export type ProblemLogFilter = {
  elementId?: string | null | undefined;
  priority?: ProblemPriority | null | undefined;
  stationId?: string | null | undefined;
  status?: MaintenanceRecordStatus | null | undefined;
  text?: string | null | undefined;
};
export type MaintenanceScreenQuery$variables = {
  filter?: JobCardFilter | null | undefined;
  investigationFilter?: InvestigationFilter | null | undefined;
  noStation: boolean;
  problemLogFilter?: ProblemLogFilter | null | undefined;
  stationId?: string | null | undefined;
};
export type MaintenanceScreenQuery$data = {
  readonly maintenanceLookups: {
    readonly outcomes: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
    readonly stations: ReadonlyArray<{
      readonly code: string;
      readonly id: string;
      readonly name: string;
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query" | "InvestigationTable_query" | "JobCardTable_query" | "ProblemLogTable_query">;
};
export type MaintenanceScreenQuery = {
  response: MaintenanceScreenQuery$data;
  variables: MaintenanceScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "investigationFilter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "noStation"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemLogFilter"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stationId"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v8 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v5/*:: as any*/)
],
v9 = {
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
      "name": "outcomes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lookupId",
          "storageKey": null
        },
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "stations",
      "plural": true,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "kind": "Variable",
  "name": "stationId",
  "variableName": "stationId"
},
v11 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v12 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "investigationFilter"
},
v13 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "problemLogFilter"
},
v14 = [
  (v5/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v16 = {
  "kind": "Literal",
  "name": "first",
  "value": 25
},
v17 = [
  (v11/*:: as any*/),
  (v16/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "Element",
  "kind": "LinkedField",
  "name": "element",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v24 = {
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
},
v25 = [
  "filter"
],
v26 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/)
],
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reportedOn",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jobCardCount",
  "storageKey": null
},
v30 = [
  (v13/*:: as any*/),
  (v16/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenanceScreenQuery",
    "selections": [
      (v9/*:: as any*/),
      {
        "args": [
          {
            "kind": "Variable",
            "name": "noStation",
            "variableName": "noStation"
          },
          (v10/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      },
      {
        "args": [
          (v11/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "JobCardTable_query"
      },
      {
        "args": [
          (v12/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "InvestigationTable_query"
      },
      {
        "args": [
          (v13/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ProblemLogTable_query"
      },
      (v15/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MaintenanceScreenQuery",
    "selections": [
      (v9/*:: as any*/),
      {
        "condition": "noStation",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "stationElements",
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              },
              (v10/*:: as any*/)
            ],
            "concreteType": "ElementConnection",
            "kind": "LinkedField",
            "name": "elements",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ElementEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Element",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v17/*:: as any*/),
        "concreteType": "JobCardConnection",
        "kind": "LinkedField",
        "name": "jobCards",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "JobCardEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JobCard",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "jobCardId",
                    "storageKey": null
                  },
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "step",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsAt",
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
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
                    "concreteType": "Element",
                    "kind": "LinkedField",
                    "name": "station",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MaintenanceLookup",
                    "kind": "LinkedField",
                    "name": "outcome",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              },
              (v23/*:: as any*/)
            ],
            "storageKey": null
          },
          (v24/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v17/*:: as any*/),
        "filters": (v25/*:: as any*/),
        "handle": "connection",
        "key": "JobCardTable_jobCards",
        "kind": "LinkedHandle",
        "name": "jobCards"
      },
      {
        "alias": null,
        "args": (v26/*:: as any*/),
        "concreteType": "InvestigationConnection",
        "kind": "LinkedField",
        "name": "investigations",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InvestigationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Investigation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "investigationId",
                    "storageKey": null
                  },
                  (v19/*:: as any*/),
                  (v27/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "location",
                    "storageKey": null
                  },
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MaintenanceLookup",
                    "kind": "LinkedField",
                    "name": "complainType",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              },
              (v23/*:: as any*/)
            ],
            "storageKey": null
          },
          (v24/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v26/*:: as any*/),
        "filters": (v25/*:: as any*/),
        "handle": "connection",
        "key": "InvestigationTable_investigations",
        "kind": "LinkedHandle",
        "name": "investigations"
      },
      {
        "alias": null,
        "args": (v30/*:: as any*/),
        "concreteType": "ProblemLogConnection",
        "kind": "LinkedField",
        "name": "problemLogs",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProblemLogEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProblemLog",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "problemLogId",
                    "storageKey": null
                  },
                  (v19/*:: as any*/),
                  (v27/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priority",
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MaintenanceLookup",
                    "kind": "LinkedField",
                    "name": "problemType",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              },
              (v23/*:: as any*/)
            ],
            "storageKey": null
          },
          (v24/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v30/*:: as any*/),
        "filters": (v25/*:: as any*/),
        "handle": "connection",
        "key": "ProblemLogTable_problemLogs",
        "kind": "LinkedHandle",
        "name": "problemLogs"
      },
      (v15/*:: as any*/)
    ]
  },
  "params": {
    "id": "ae4418860572cba24e086ed0e04d7c53c12fdb765e8929552ad10f5d6be97fce",
    "metadata": {},
    "name": "MaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e73780822969f57407b4e5fe5dab8a36";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
