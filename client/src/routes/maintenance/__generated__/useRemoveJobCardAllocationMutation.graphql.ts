/**
 * @generated SignedSource<<dc13b828e093b3cbee714c5f218c6d57>>
 * @relayHash d6e73be7c4a151d00bb7b7f97e23cec4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dab1c86953415635ba3d0d452edd97c939602c807617d6324fde5bf48ba1b0d5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JobCardAllocationKind = "MANPOWER" | "STORES" | "SUPPORT_SERVICE" | "%future added value";
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALERT_NOT_OPEN" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CLOCK_OVER_IMPLAUSIBLE" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "DRAFT_EXPIRED" | "ELEMENT_NOT_FOUND" | "EMPLOYEE_NOT_ALLOWED" | "END_BEFORE_START" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_STOCK" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "ITEMS_NOT_VALIDATED" | "LOGIN_DISABLED" | "MAINTENANCE_ACTIVITY_REQUIRED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_LINES" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "READING_REQUIRED" | "READ_AT_INVALID" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_EMPLOYEE" | "SAME_VALUE" | "SCHEDULE_OVERLAP" | "SESSION_EXPIRED" | "SESSION_USED" | "SPREADSHEET_TOO_LARGE" | "STEP_NOT_ALLOWED" | "TOO_LONG" | "TOO_MANY_FILES" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "VALUE_OUT_OF_RANGE" | "WAREHOUSE_INVALID" | "WORKFLOW_EMPLOYEE_REQUIRED" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type RemoveJobCardAllocationInput = {
  allocationId: number;
  jobCardId: string;
  kind: JobCardAllocationKind;
};
export type useRemoveJobCardAllocationMutation$variables = {
  input: RemoveJobCardAllocationInput;
};
export type useRemoveJobCardAllocationMutation$data = {
  readonly removeJobCardAllocation: {
    readonly jobCard: {
      readonly id: string;
      readonly jobCardId: number;
      readonly " $fragmentSpreads": FragmentRefs<"JobCardScreen_jobCard">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRemoveJobCardAllocationMutation = {
  response: useRemoveJobCardAllocationMutation$data;
  variables: useRemoveJobCardAllocationMutation$variables;
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
  "name": "jobCardId",
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
  "name": "name",
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/),
  (v4/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lookupId",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "employeeName",
  "storageKey": null
},
v10 = [
  (v6/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allocationId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hours",
  "storageKey": null
},
v13 = {
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
    "name": "useRemoveJobCardAllocationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobCardPayload",
        "kind": "LinkedField",
        "name": "removeJobCardAllocation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "JobCard",
            "kind": "LinkedField",
            "name": "jobCard",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "JobCardScreen_jobCard"
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
    "name": "useRemoveJobCardAllocationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobCardPayload",
        "kind": "LinkedField",
        "name": "removeJobCardAllocation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "JobCard",
            "kind": "LinkedField",
            "name": "jobCard",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "step",
                "storageKey": null
              },
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
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Element",
                "kind": "LinkedField",
                "name": "element",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MaintenanceLookup",
                "kind": "LinkedField",
                "name": "activity",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MaintenanceLookup",
                "kind": "LinkedField",
                "name": "condition",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MaintenanceLookup",
                "kind": "LinkedField",
                "name": "complainType",
                "plural": false,
                "selections": (v8/*:: as any*/),
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
                  (v9/*:: as any*/),
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
                "selections": (v10/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "workDate",
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
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
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MaintenanceLookup",
                    "kind": "LinkedField",
                    "name": "service",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supplier",
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
                  (v12/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
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
                  (v13/*:: as any*/),
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
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dab1c86953415635ba3d0d452edd97c939602c807617d6324fde5bf48ba1b0d5",
    "metadata": {},
    "name": "useRemoveJobCardAllocationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "45296e93ad5846c2e8487ec31c18d407";

export default node;
