/**
 * @generated SignedSource<<1fec4fbf8c008d2d170d6c053d8c2bfb>>
 * @relayHash 0a6839b85eccb17d8619b0ba4857bab9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbcbc84741461b6c3ba746ea529f71fa4bba8589976c64036c6195dfc028e45a

import type { ConcreteRequest } from 'relay-runtime';
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
export type SamplesScreenCreateMutation$variables = {
  input: SaveSampleInput;
};
export type SamplesScreenCreateMutation$data = {
  readonly saveSample: {
    readonly sample: {
      readonly id: string;
      readonly sampleNumber: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SamplesScreenCreateMutation = {
  response: SamplesScreenCreateMutation$data;
  variables: SamplesScreenCreateMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
            "name": "sampleNumber",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SamplesScreenCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SamplesScreenCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bbcbc84741461b6c3ba746ea529f71fa4bba8589976c64036c6195dfc028e45a",
    "metadata": {},
    "name": "SamplesScreenCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "621852d054ec4f4cca6aed677c055d4a";

export default node;
