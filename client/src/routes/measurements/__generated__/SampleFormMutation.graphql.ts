/**
 * @generated SignedSource<<9f89201232c8aed78e911a76754e9656>>
 * @relayHash b5d6b33ef46a3ab8af27d2f74807452d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d23116cd7fbcf0313d4024b00d9ac0ebc1566d2ab9a9addca3812681f845be94

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SampleAcceptability = "ACCEPTABLE" | "NOT_ACCEPTABLE" | "%future added value";
export type SampleAppearance = "CLEAR" | "TURBID" | "%future added value";
export type SampleOdour = "CHLORINE" | "NONE" | "OTHER" | "%future added value";
export type SampleResult = "FAIL" | "PASS" | "%future added value";
export type SampleStatus = "COLLECTED" | "RESULTS_ENTERED" | "SENT_TO_LAB" | "%future added value";
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALERT_NOT_OPEN" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CLOCK_OVER_IMPLAUSIBLE" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "DRAFT_EXPIRED" | "ELEMENT_NOT_FOUND" | "EMPLOYEE_NOT_ALLOWED" | "END_BEFORE_START" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_STOCK" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "ITEMS_NOT_VALIDATED" | "LOGIN_DISABLED" | "MAINTENANCE_ACTIVITY_REQUIRED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_LINES" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "READING_REQUIRED" | "READ_AT_INVALID" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_EMPLOYEE" | "SAME_VALUE" | "SCHEDULE_OVERLAP" | "SESSION_EXPIRED" | "SESSION_USED" | "SPREADSHEET_TOO_LARGE" | "STEP_NOT_ALLOWED" | "TOO_LONG" | "TOO_MANY_FILES" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "VALUE_OUT_OF_RANGE" | "WAREHOUSE_INVALID" | "WORKFLOW_EMPLOYEE_REQUIRED" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type SaveSampleInput = {
  appearance?: SampleAppearance | null | undefined;
  colour?: SampleAcceptability | null | undefined;
  labReference?: string | null | undefined;
  odour?: SampleOdour | null | undefined;
  overallResult?: SampleResult | null | undefined;
  remarks?: string | null | undefined;
  sampleId?: string | null | undefined;
  samplingPointId: number;
  status?: SampleStatus | null | undefined;
  takenAt?: any | null | undefined;
  taste?: SampleAcceptability | null | undefined;
};
export type SampleFormMutation$variables = {
  input: SaveSampleInput;
};
export type SampleFormMutation$data = {
  readonly saveSample: {
    readonly sample: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SampleForm_sample">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SampleFormMutation = {
  response: SampleFormMutation$data;
  variables: SampleFormMutation$variables;
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
  "name": "code",
  "storageKey": null
},
v4 = {
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
    (v3/*:: as any*/),
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
v5 = {
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
    "name": "SampleFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveSamplePayload",
        "kind": "LinkedField",
        "name": "saveSample",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Sample",
            "kind": "LinkedField",
            "name": "sample",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SampleForm_sample"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "SampleFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveSamplePayload",
        "kind": "LinkedField",
        "name": "saveSample",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Sample",
            "kind": "LinkedField",
            "name": "sample",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sampleNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "takenAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "takenBy",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appearance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "odour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taste",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "colour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "overallResult",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "labReference",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "remarks",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SamplingPoint",
                "kind": "LinkedField",
                "name": "samplingPoint",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "samplingPointId",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Element",
                    "kind": "LinkedField",
                    "name": "element",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v5/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d23116cd7fbcf0313d4024b00d9ac0ebc1566d2ab9a9addca3812681f845be94",
    "metadata": {},
    "name": "SampleFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f108e7bcd87f871a9b86c997baca6d5c";

export default node;
