/**
 * @generated SignedSource<<dbd780f1143aea997c9739c2ce7b1a5c>>
 * @relayHash ff8b3b036970f24145ac3554bfd3d122
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 283ef8f2d5ca3262af3defae5425bd48f08781a3e4a43caee2e03f35c42f69d7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MaintenanceRecordStatus = "CLOSED" | "OPEN" | "%future added value";
export type ProblemPriority = "HIGH" | "LOW" | "MEDIUM" | "URGENT" | "%future added value";
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALERT_NOT_OPEN" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CLOCK_OVER_IMPLAUSIBLE" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "DRAFT_EXPIRED" | "ELEMENT_NOT_FOUND" | "EMPLOYEE_NOT_ALLOWED" | "END_BEFORE_START" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_STOCK" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "ITEMS_NOT_VALIDATED" | "LOGIN_DISABLED" | "MAINTENANCE_ACTIVITY_REQUIRED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_LINES" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "READING_REQUIRED" | "READ_AT_INVALID" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_EMPLOYEE" | "SAME_VALUE" | "SCHEDULE_OVERLAP" | "SESSION_EXPIRED" | "SESSION_USED" | "SPREADSHEET_TOO_LARGE" | "STEP_NOT_ALLOWED" | "TOO_LONG" | "TOO_MANY_FILES" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "VALUE_OUT_OF_RANGE" | "WAREHOUSE_INVALID" | "WORKFLOW_EMPLOYEE_REQUIRED" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type SaveProblemLogInput = {
  description: string;
  elementId: string;
  priority: ProblemPriority;
  problemLogId?: string | null | undefined;
  problemTypeId: number;
  status?: MaintenanceRecordStatus | null | undefined;
};
export type useSaveProblemLogMutation$variables = {
  input: SaveProblemLogInput;
};
export type useSaveProblemLogMutation$data = {
  readonly saveProblemLog: {
    readonly problemLog: {
      readonly id: string;
      readonly problemLogId: number;
      readonly " $fragmentSpreads": FragmentRefs<"ProblemLogScreen_problemLog">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSaveProblemLogMutation = {
  response: useSaveProblemLogMutation$data;
  variables: useSaveProblemLogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "problemLogId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveProblemLogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProblemLogPayload",
        "kind": "LinkedField",
        "name": "saveProblemLog",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProblemLog",
            "kind": "LinkedField",
            "name": "problemLog",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProblemLogScreen_problemLog"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveProblemLogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProblemLogPayload",
        "kind": "LinkedField",
        "name": "saveProblemLog",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProblemLog",
            "kind": "LinkedField",
            "name": "problemLog",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/),
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
                "name": "priority",
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
                "name": "reportedOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reportedByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Element",
                "kind": "LinkedField",
                "name": "element",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Element",
                    "kind": "LinkedField",
                    "name": "station",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v4/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
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
                "name": "problemType",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lookupId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 50
                  }
                ],
                "concreteType": "JobCardConnection",
                "kind": "LinkedField",
                "name": "jobCards",
                "plural": false,
                "selections": [
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
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "jobCardId",
                            "storageKey": null
                          },
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "step",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "jobCards(first:50)"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "283ef8f2d5ca3262af3defae5425bd48f08781a3e4a43caee2e03f35c42f69d7",
    "metadata": {},
    "name": "useSaveProblemLogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81e771125b21a0457adadadabd7e025e";

export default node;
