/**
 * @generated SignedSource<<b5fcf80979e1d155486cf08cd67b49c4>>
 * @relayHash 278ab8b8f97c668ff80401c1e2a6b3be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7140f8d205d812b0212c1adf25d0d3fbfd3fa0c5e0f7a4909209a6c43a898741

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
  investigationsOpen: boolean;
  jobCardCount: number;
  jobCardSort?: JobCardSort | null | undefined;
  jobCardsOpen: boolean;
  noStation: boolean;
  problemLogCount: number;
  problemLogFilter?: ProblemLogFilter | null | undefined;
  problemLogSort?: ProblemLogSort | null | undefined;
  problemLogsOpen: boolean;
  stationId?: string | null | undefined;
};
export type MaintenanceScreenQuery$data = {
  readonly investigationList?: {
    readonly " $fragmentSpreads": FragmentRefs<"InvestigationTable_query">;
  } | null | undefined;
  readonly jobCardList?: {
    readonly " $fragmentSpreads": FragmentRefs<"JobCardTable_query">;
  } | null | undefined;
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
  readonly problemLogList?: {
    readonly " $fragmentSpreads": FragmentRefs<"ProblemLogTable_query">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
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
  "name": "investigationsOpen"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "jobCardCount"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "jobCardSort"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "jobCardsOpen"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "noStation"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemLogCount"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemLogFilter"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemLogSort"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemLogsOpen"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stationId"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v17 = [
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v14/*:: as any*/)
],
v18 = {
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
        (v14/*:: as any*/)
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
      "selections": (v17/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
  "kind": "Variable",
  "name": "stationId",
  "variableName": "stationId"
},
v20 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v21 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "jobCardSort"
},
v22 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "investigationFilter"
},
v23 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "investigationSort"
},
v24 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "problemLogFilter"
},
v25 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "problemLogSort"
},
v26 = [
  (v14/*:: as any*/)
],
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": (v26/*:: as any*/),
  "storageKey": null
},
v28 = [
  (v20/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "jobCardCount"
  },
  (v21/*:: as any*/)
],
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "concreteType": "Element",
  "kind": "LinkedField",
  "name": "element",
  "plural": false,
  "selections": [
    (v16/*:: as any*/),
    (v14/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v35 = {
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
v36 = [
  "filter",
  "sort"
],
v37 = [
  (v22/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "investigationCount"
  },
  (v23/*:: as any*/)
],
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reportedOn",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jobCardCount",
  "storageKey": null
},
v41 = [
  (v24/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "problemLogCount"
  },
  (v25/*:: as any*/)
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
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenanceScreenQuery",
    "selections": [
      (v18/*:: as any*/),
      {
        "args": [
          {
            "kind": "Variable",
            "name": "noStation",
            "variableName": "noStation"
          },
          (v19/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      },
      {
        "condition": "jobCardsOpen",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "count",
                      "variableName": "jobCardCount"
                    },
                    (v20/*:: as any*/),
                    (v21/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "JobCardTable_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "jobCardList"
          }
        ]
      },
      {
        "condition": "investigationsOpen",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "count",
                      "variableName": "investigationCount"
                    },
                    (v22/*:: as any*/),
                    (v23/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "InvestigationTable_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "investigationList"
          }
        ]
      },
      {
        "condition": "problemLogsOpen",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "count",
                      "variableName": "problemLogCount"
                    },
                    (v24/*:: as any*/),
                    (v25/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "ProblemLogTable_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "problemLogList"
          }
        ]
      },
      (v27/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v10/*:: as any*/),
      (v13/*:: as any*/),
      (v8/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v9/*:: as any*/),
      (v11/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v12/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MaintenanceScreenQuery",
    "selections": [
      (v18/*:: as any*/),
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
              (v19/*:: as any*/)
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
                    "selections": (v17/*:: as any*/),
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
        "condition": "jobCardsOpen",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v28/*:: as any*/),
            "concreteType": "JobCardConnection",
            "kind": "LinkedField",
            "name": "jobCards",
            "plural": false,
            "selections": [
              (v29/*:: as any*/),
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
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "jobCardId",
                        "storageKey": null
                      },
                      (v30/*:: as any*/),
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
                      (v31/*:: as any*/),
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
                          (v16/*:: as any*/),
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v32/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MaintenanceLookup",
                        "kind": "LinkedField",
                        "name": "outcome",
                        "plural": false,
                        "selections": (v26/*:: as any*/),
                        "storageKey": null
                      },
                      (v33/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v34/*:: as any*/)
                ],
                "storageKey": null
              },
              (v35/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v28/*:: as any*/),
            "filters": (v36/*:: as any*/),
            "handle": "connection",
            "key": "JobCardTable_jobCards",
            "kind": "LinkedHandle",
            "name": "jobCards"
          }
        ]
      },
      {
        "condition": "investigationsOpen",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v37/*:: as any*/),
            "concreteType": "InvestigationConnection",
            "kind": "LinkedField",
            "name": "investigations",
            "plural": false,
            "selections": [
              (v29/*:: as any*/),
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
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "investigationId",
                        "storageKey": null
                      },
                      (v30/*:: as any*/),
                      (v38/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "location",
                        "storageKey": null
                      },
                      (v39/*:: as any*/),
                      (v40/*:: as any*/),
                      (v32/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MaintenanceLookup",
                        "kind": "LinkedField",
                        "name": "complainType",
                        "plural": false,
                        "selections": (v26/*:: as any*/),
                        "storageKey": null
                      },
                      (v33/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v34/*:: as any*/)
                ],
                "storageKey": null
              },
              (v35/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v37/*:: as any*/),
            "filters": (v36/*:: as any*/),
            "handle": "connection",
            "key": "InvestigationTable_investigations",
            "kind": "LinkedHandle",
            "name": "investigations"
          }
        ]
      },
      {
        "condition": "problemLogsOpen",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v41/*:: as any*/),
            "concreteType": "ProblemLogConnection",
            "kind": "LinkedField",
            "name": "problemLogs",
            "plural": false,
            "selections": [
              (v29/*:: as any*/),
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
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "problemLogId",
                        "storageKey": null
                      },
                      (v30/*:: as any*/),
                      (v38/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "priority",
                        "storageKey": null
                      },
                      (v31/*:: as any*/),
                      (v39/*:: as any*/),
                      (v40/*:: as any*/),
                      (v32/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MaintenanceLookup",
                        "kind": "LinkedField",
                        "name": "problemType",
                        "plural": false,
                        "selections": (v26/*:: as any*/),
                        "storageKey": null
                      },
                      (v33/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v34/*:: as any*/)
                ],
                "storageKey": null
              },
              (v35/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v41/*:: as any*/),
            "filters": (v36/*:: as any*/),
            "handle": "connection",
            "key": "ProblemLogTable_problemLogs",
            "kind": "LinkedHandle",
            "name": "problemLogs"
          }
        ]
      },
      (v27/*:: as any*/)
    ]
  },
  "params": {
    "id": "7140f8d205d812b0212c1adf25d0d3fbfd3fa0c5e0f7a4909209a6c43a898741",
    "metadata": {},
    "name": "MaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "96600b4497f3fc4640989b501573de15";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
