/**
 * @generated SignedSource<<8d9724f1366cbc6743ba014695d75f75>>
 * @relayHash 61313148083046394aecacce5d5ae541
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7cbdc827293994ad04990fe77856ab73e423b590619f9496ab4b336e619a9721

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MeterAccess = "ACCESSIBLE" | "DOG" | "LOCKED" | "NO_ACCESS" | "OBSTRUCTED" | "UNSAFE" | "%future added value";
export type MeterCaptureReason = "FINAL" | "REGULAR" | "REREAD" | "%future added value";
export type MeterCaptureStatus = "COMPLETED" | "NON_EDITABLE" | "OUTSTANDING" | "%future added value";
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALERT_NOT_OPEN" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CLOCK_OVER_IMPLAUSIBLE" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "DRAFT_EXPIRED" | "ELEMENT_NOT_FOUND" | "EMPLOYEE_NOT_ALLOWED" | "END_BEFORE_START" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_STOCK" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "ITEMS_NOT_VALIDATED" | "LOGIN_DISABLED" | "MAINTENANCE_ACTIVITY_REQUIRED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_LINES" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "READING_REQUIRED" | "READ_AT_INVALID" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_EMPLOYEE" | "SAME_VALUE" | "SCHEDULE_OVERLAP" | "SESSION_EXPIRED" | "SESSION_USED" | "SPREADSHEET_TOO_LARGE" | "STEP_NOT_ALLOWED" | "TOO_LONG" | "TOO_MANY_FILES" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "VALUE_OUT_OF_RANGE" | "WAREHOUSE_INVALID" | "WORKFLOW_EMPLOYEE_REQUIRED" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type CaptureMeterReadingInput = {
  access?: MeterAccess | null | undefined;
  clockedOver?: boolean | null | undefined;
  comment?: string | null | undefined;
  entryId: string;
  readAt?: any | null | undefined;
  reading?: number | null | undefined;
  reason?: MeterCaptureReason | null | undefined;
};
export type useCaptureMeterReadingMutation$variables = {
  input: CaptureMeterReadingInput;
};
export type useCaptureMeterReadingMutation$data = {
  readonly captureMeterReading: {
    readonly entry: {
      readonly id: string;
      readonly status: MeterCaptureStatus;
      readonly " $fragmentSpreads": FragmentRefs<"EntryForm_entry" | "EntryListItem_entry">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly walk: {
      readonly completedCount: number;
      readonly id: string;
      readonly nonEditableCount: number;
      readonly outstandingCount: number;
      readonly totalCount: number;
    } | null | undefined;
  };
};
export type useCaptureMeterReadingMutation = {
  response: useCaptureMeterReadingMutation$data;
  variables: useCaptureMeterReadingMutation$variables;
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
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "MeterCaptureWalk",
  "kind": "LinkedField",
  "name": "walk",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "outstandingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nonEditableCount",
      "storageKey": null
    }
  ],
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCaptureMeterReadingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CaptureMeterReadingPayload",
        "kind": "LinkedField",
        "name": "captureMeterReading",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MeterCaptureEntry",
            "kind": "LinkedField",
            "name": "entry",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EntryForm_entry"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EntryListItem_entry"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
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
    "name": "useCaptureMeterReadingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CaptureMeterReadingPayload",
        "kind": "LinkedField",
        "name": "captureMeterReading",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MeterCaptureEntry",
            "kind": "LinkedField",
            "name": "entry",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "meterRef",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxReading",
                "storageKey": null
              },
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
                "name": "previousReading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clockedOver",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "access",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPhoto",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "meterId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sequence",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serialNo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dials",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "connectionNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "previousReadAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "readAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7cbdc827293994ad04990fe77856ab73e423b590619f9496ab4b336e619a9721",
    "metadata": {},
    "name": "useCaptureMeterReadingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5ab53a0017eed0a0255d07a01b650ec8";

export default node;
