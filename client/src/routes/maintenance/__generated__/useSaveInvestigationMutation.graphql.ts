/**
 * @generated SignedSource<<b580e52d2317500b4224509fe0b96b58>>
 * @relayHash 663c157e48a3441ba037b9c044383fda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e31e415bce1f9969bd49a2a74f977e651894d5f1d88d21db17cc933dc9b7d6c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InvestigationSource = "APPLICATION" | "COMPLAINT" | "%future added value";
export type MaintenanceRecordStatus = "CLOSED" | "OPEN" | "%future added value";
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALERT_NOT_OPEN" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CLOCK_OVER_IMPLAUSIBLE" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "DRAFT_EXPIRED" | "ELEMENT_NOT_FOUND" | "EMPLOYEE_NOT_ALLOWED" | "END_BEFORE_START" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_STOCK" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "ITEMS_NOT_VALIDATED" | "LOGIN_DISABLED" | "MAINTENANCE_ACTIVITY_REQUIRED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_LINES" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "READING_REQUIRED" | "READ_AT_INVALID" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_EMPLOYEE" | "SAME_VALUE" | "SCHEDULE_OVERLAP" | "SESSION_EXPIRED" | "SESSION_USED" | "SPREADSHEET_TOO_LARGE" | "STEP_NOT_ALLOWED" | "TOO_LONG" | "TOO_MANY_FILES" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "VALUE_OUT_OF_RANGE" | "WAREHOUSE_INVALID" | "WORKFLOW_EMPLOYEE_REQUIRED" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type SaveInvestigationInput = {
  applicationId?: string | null | undefined;
  complainTypeId: number;
  elementId?: string | null | undefined;
  findings?: string | null | undefined;
  investigationId?: string | null | undefined;
  location: string;
  source?: InvestigationSource | null | undefined;
  status?: MaintenanceRecordStatus | null | undefined;
};
export type useSaveInvestigationMutation$variables = {
  input: SaveInvestigationInput;
};
export type useSaveInvestigationMutation$data = {
  readonly saveInvestigation: {
    readonly investigation: {
      readonly id: string;
      readonly investigationId: number;
      readonly " $fragmentSpreads": FragmentRefs<"InvestigationScreen_investigation">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSaveInvestigationMutation = {
  response: useSaveInvestigationMutation$data;
  variables: useSaveInvestigationMutation$variables;
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
  "name": "investigationId",
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
    "name": "useSaveInvestigationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvestigationPayload",
        "kind": "LinkedField",
        "name": "saveInvestigation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Investigation",
            "kind": "LinkedField",
            "name": "investigation",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InvestigationScreen_investigation"
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
    "name": "useSaveInvestigationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvestigationPayload",
        "kind": "LinkedField",
        "name": "saveInvestigation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Investigation",
            "kind": "LinkedField",
            "name": "investigation",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "portalApplicationId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "location",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "findings",
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
                "name": "createdByName",
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
                "name": "complainType",
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
    "id": "4e31e415bce1f9969bd49a2a74f977e651894d5f1d88d21db17cc933dc9b7d6c",
    "metadata": {},
    "name": "useSaveInvestigationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f15bdd8ec987b7c05b5fac615c04f5a1";

export default node;
