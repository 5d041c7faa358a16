/**
 * @generated SignedSource<<e491ee9365f0ed5b3e90cc823bbe167f>>
 * @relayHash 9cfbcdf7fe1d2e98cde778271e77a358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3770b2d7d505c86f9d938e9e59b941297b42b30b1e17ee2cb9356f01d3b0bb3b

import type { ConcreteRequest } from 'relay-runtime';
export type EvaluationPropertyType = "APARTMENT" | "HOUSE" | "OFFICE" | "SHOP" | "%future added value";
export type EvaluationSupplyType = "ELECTRICITY" | "WATER" | "%future added value";
export type EvaluationUsageType = "COMMERCIAL" | "DOMESTIC" | "%future added value";
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALERT_NOT_OPEN" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CLOCK_OVER_IMPLAUSIBLE" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "DRAFT_EXPIRED" | "ELEMENT_NOT_FOUND" | "EMPLOYEE_NOT_ALLOWED" | "END_BEFORE_START" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_STOCK" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "ITEMS_NOT_VALIDATED" | "LOGIN_DISABLED" | "MAINTENANCE_ACTIVITY_REQUIRED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_LINES" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "READING_REQUIRED" | "READ_AT_INVALID" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_EMPLOYEE" | "SAME_VALUE" | "SCHEDULE_OVERLAP" | "SESSION_EXPIRED" | "SESSION_USED" | "SPREADSHEET_TOO_LARGE" | "STEP_NOT_ALLOWED" | "TOO_LONG" | "TOO_MANY_FILES" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "VALUE_OUT_OF_RANGE" | "WAREHOUSE_INVALID" | "WORKFLOW_EMPLOYEE_REQUIRED" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type SubmitCustomerEvaluationInput = {
  address: string;
  consentContactByEmail: boolean;
  consentContactBySms: boolean;
  consentTerms: boolean;
  emailCode: string;
  estimatedMonthlyConsumption?: number | null | undefined;
  idempotencyKey?: string | null | undefined;
  name: string;
  occupants: number;
  postalCode: string;
  propertyType: EvaluationPropertyType;
  smsCode?: string | null | undefined;
  supplyType: EvaluationSupplyType;
  token: string;
  usageType: EvaluationUsageType;
};
export type useSubmitCustomerEvaluationMutation$variables = {
  input: SubmitCustomerEvaluationInput;
};
export type useSubmitCustomerEvaluationMutation$data = {
  readonly submitCustomerEvaluation: {
    readonly accessKey: string | null | undefined;
    readonly evaluation: {
      readonly reference: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubmitCustomerEvaluationMutation = {
  response: useSubmitCustomerEvaluationMutation$data;
  variables: useSubmitCustomerEvaluationMutation$variables;
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
    "concreteType": "SubmitCustomerEvaluationPayload",
    "kind": "LinkedField",
    "name": "submitCustomerEvaluation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accessKey",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CustomerEvaluation",
        "kind": "LinkedField",
        "name": "evaluation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
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
    "name": "useSubmitCustomerEvaluationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitCustomerEvaluationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3770b2d7d505c86f9d938e9e59b941297b42b30b1e17ee2cb9356f01d3b0bb3b",
    "metadata": {},
    "name": "useSubmitCustomerEvaluationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e6304e9dd989876659454093a82381e";

export default node;
