/**
 * @generated SignedSource<<1a637bca47b0469f52b2e95c0c6b1980>>
 * @relayHash e17631ef0a95e0ee97873573f4a6c8f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56956f17430f40d2e1a8595bed07e41986385dc025239a7bbb4562d879760c17

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALERT_NOT_OPEN" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CLOCK_OVER_IMPLAUSIBLE" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "DRAFT_EXPIRED" | "ELEMENT_NOT_FOUND" | "EMPLOYEE_NOT_ALLOWED" | "END_BEFORE_START" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_STOCK" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "ITEMS_NOT_VALIDATED" | "LOGIN_DISABLED" | "MAINTENANCE_ACTIVITY_REQUIRED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_LINES" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "READING_REQUIRED" | "READ_AT_INVALID" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_EMPLOYEE" | "SAME_VALUE" | "SCHEDULE_OVERLAP" | "SESSION_EXPIRED" | "SESSION_USED" | "SPREADSHEET_TOO_LARGE" | "STEP_NOT_ALLOWED" | "TOO_LONG" | "TOO_MANY_FILES" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "VALUE_OUT_OF_RANGE" | "WAREHOUSE_INVALID" | "WORKFLOW_EMPLOYEE_REQUIRED" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type SubmitNewCustomerApplicationInput = {
  accountType: number;
  birthDate?: any | null | undefined;
  cellTelNo: string;
  consentReceiveSms: boolean;
  consumerType: number;
  customFieldValues?: ReadonlyArray<CustomFieldValueInput> | null | undefined;
  email: string;
  emailCode: string;
  faxNo?: string | null | undefined;
  files?: ReadonlyArray<any> | null | undefined;
  gender?: number | null | undefined;
  idNo?: string | null | undefined;
  idTypeId?: number | null | undefined;
  idempotencyKey?: string | null | undefined;
  initial?: string | null | undefined;
  mailingAddress?: NewCustomerAddressInput | null | undefined;
  personalAddress?: NewCustomerAddressInput | null | undefined;
  smsCode?: string | null | undefined;
  surname: string;
  taxNo?: string | null | undefined;
  telNo?: string | null | undefined;
  title?: string | null | undefined;
  token: string;
  workTelNo?: string | null | undefined;
};
export type CustomFieldValueInput = {
  customFieldId: number;
  date?: any | null | undefined;
  itemId?: number | null | undefined;
  number?: number | null | undefined;
  text?: string | null | undefined;
};
export type NewCustomerAddressInput = {
  addressType?: number | null | undefined;
  careOf?: string | null | undefined;
  code?: string | null | undefined;
  flatName?: string | null | undefined;
  flatNo?: string | null | undefined;
  houseNo?: string | null | undefined;
  lines?: ReadonlyArray<string> | null | undefined;
};
export type useSubmitNewCustomerApplicationMutation$variables = {
  input: SubmitNewCustomerApplicationInput;
};
export type useSubmitNewCustomerApplicationMutation$data = {
  readonly submitNewCustomerApplication: {
    readonly applicationId: number | null | undefined;
    readonly successMessage: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubmitNewCustomerApplicationMutation = {
  response: useSubmitNewCustomerApplicationMutation$data;
  variables: useSubmitNewCustomerApplicationMutation$variables;
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
    "concreteType": "SubmitNewCustomerApplicationPayload",
    "kind": "LinkedField",
    "name": "submitNewCustomerApplication",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applicationId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "successMessage",
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
    "name": "useSubmitNewCustomerApplicationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitNewCustomerApplicationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "56956f17430f40d2e1a8595bed07e41986385dc025239a7bbb4562d879760c17",
    "metadata": {},
    "name": "useSubmitNewCustomerApplicationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bb817063d089a53347532a4acf4f5308";

export default node;
