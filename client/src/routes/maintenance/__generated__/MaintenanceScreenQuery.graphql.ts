/**
 * @generated SignedSource<<e8aa437cc4f471301c384dbaf0f27c32>>
 * @relayHash d9a96c5274965326ac972ec93ad1ad86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6435c5d86e64c0f551de2469757c06d3c4d5484d4432f49b5345734dc67adf0e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InvestigationSortField = "JOB_CARDS" | "LOCATION" | "NUMBER" | "REPORTED_ON" | "STATUS" | "%future added value";
export type JobCardSortField = "DESCRIPTION" | "EMPLOYEE" | "NUMBER" | "STARTS_AT" | "STEP" | "%future added value";
export type JobCardStep = "ASSIGNED" | "CLOSED" | "COMPLETED" | "IN_PROGRESS" | "REFERRED" | "REGISTERED" | "%future added value";
export type MaintenanceRecordStatus = "CLOSED" | "OPEN" | "%future added value";
export type ProblemLogSortField = "DESCRIPTION" | "JOB_CARDS" | "NUMBER" | "PRIORITY" | "REPORTED_ON" | "STATUS" | "%future added value";
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
export type JobCardSort = {
  descending?: boolean | null | undefined;
  field: JobCardSortField;
};
export type InvestigationSort = {
  descending?: boolean | null | undefined;
  field: InvestigationSortField;
};
export type ProblemLogSort = {
  descending?: boolean | null | undefined;
  field: ProblemLogSortField;
};
export type MaintenanceScreenQuery$variables = {
  filter?: JobCardFilter | null | undefined;
  investigationCount: number;
  investigationFilter?: InvestigationFilter | null | undefined;
  investigationSort?: InvestigationSort | null | undefined;
  jobCardCount: number;
  jobCardSort?: JobCardSort | null | undefined;
  noStation: boolean;
  problemLogCount: number;
  problemLogFilter?: ProblemLogFilter | null | undefined;
  problemLogSort?: ProblemLogSort | null | undefined;
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
  "name": "investigationCount"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "investigationFilter"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "investigationSort"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "jobCardCount"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "jobCardSort"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "noStation"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemLogCount"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemLogFilter"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemLogSort"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stationId"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v14 = [
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v11/*:: as any*/)
],
v15 = {
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
        (v11/*:: as any*/)
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
      "selections": (v14/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "kind": "Variable",
  "name": "stationId",
  "variableName": "stationId"
},
v17 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v18 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "jobCardSort"
},
v19 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "investigationFilter"
},
v20 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "investigationSort"
},
v21 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "problemLogFilter"
},
v22 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "problemLogSort"
},
v23 = [
  (v11/*:: as any*/)
],
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": (v23/*:: as any*/),
  "storageKey": null
},
v25 = [
  (v17/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "jobCardCount"
  },
  (v18/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "Element",
  "kind": "LinkedField",
  "name": "element",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v11/*:: as any*/),
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v32 = {
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
v33 = [
  "filter",
  "sort"
],
v34 = [
  (v19/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "investigationCount"
  },
  (v20/*:: as any*/)
],
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reportedOn",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jobCardCount",
  "storageKey": null
},
v38 = [
  (v21/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "problemLogCount"
  },
  (v22/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenanceScreenQuery",
    "selections": [
      (v15/*:: as any*/),
      {
        "args": [
          {
            "kind": "Variable",
            "name": "noStation",
            "variableName": "noStation"
          },
          (v16/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "jobCardCount"
          },
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "JobCardTable_query"
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "investigationCount"
          },
          (v19/*:: as any*/),
          (v20/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "InvestigationTable_query"
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "problemLogCount"
          },
          (v21/*:: as any*/),
          (v22/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ProblemLogTable_query"
      },
      (v24/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v8/*:: as any*/),
      (v10/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v7/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MaintenanceScreenQuery",
    "selections": [
      (v15/*:: as any*/),
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
              (v16/*:: as any*/)
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
                    "selections": (v14/*:: as any*/),
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
        "args": (v25/*:: as any*/),
        "concreteType": "JobCardConnection",
        "kind": "LinkedField",
        "name": "jobCards",
        "plural": false,
        "selections": [
          (v26/*:: as any*/),
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
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "jobCardId",
                    "storageKey": null
                  },
                  (v27/*:: as any*/),
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
                  (v28/*:: as any*/),
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
                      (v13/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v29/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MaintenanceLookup",
                    "kind": "LinkedField",
                    "name": "outcome",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              (v31/*:: as any*/)
            ],
            "storageKey": null
          },
          (v32/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v25/*:: as any*/),
        "filters": (v33/*:: as any*/),
        "handle": "connection",
        "key": "JobCardTable_jobCards",
        "kind": "LinkedHandle",
        "name": "jobCards"
      },
      {
        "alias": null,
        "args": (v34/*:: as any*/),
        "concreteType": "InvestigationConnection",
        "kind": "LinkedField",
        "name": "investigations",
        "plural": false,
        "selections": [
          (v26/*:: as any*/),
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
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "investigationId",
                    "storageKey": null
                  },
                  (v27/*:: as any*/),
                  (v35/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "location",
                    "storageKey": null
                  },
                  (v36/*:: as any*/),
                  (v37/*:: as any*/),
                  (v29/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MaintenanceLookup",
                    "kind": "LinkedField",
                    "name": "complainType",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              (v31/*:: as any*/)
            ],
            "storageKey": null
          },
          (v32/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v34/*:: as any*/),
        "filters": (v33/*:: as any*/),
        "handle": "connection",
        "key": "InvestigationTable_investigations",
        "kind": "LinkedHandle",
        "name": "investigations"
      },
      {
        "alias": null,
        "args": (v38/*:: as any*/),
        "concreteType": "ProblemLogConnection",
        "kind": "LinkedField",
        "name": "problemLogs",
        "plural": false,
        "selections": [
          (v26/*:: as any*/),
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
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "problemLogId",
                    "storageKey": null
                  },
                  (v27/*:: as any*/),
                  (v35/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priority",
                    "storageKey": null
                  },
                  (v28/*:: as any*/),
                  (v36/*:: as any*/),
                  (v37/*:: as any*/),
                  (v29/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MaintenanceLookup",
                    "kind": "LinkedField",
                    "name": "problemType",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              (v31/*:: as any*/)
            ],
            "storageKey": null
          },
          (v32/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v38/*:: as any*/),
        "filters": (v33/*:: as any*/),
        "handle": "connection",
        "key": "ProblemLogTable_problemLogs",
        "kind": "LinkedHandle",
        "name": "problemLogs"
      },
      (v24/*:: as any*/)
    ]
  },
  "params": {
    "id": "6435c5d86e64c0f551de2469757c06d3c4d5484d4432f49b5345734dc67adf0e",
    "metadata": {},
    "name": "MaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0338c0b8e3d2587500f47bedec17a3ec";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
