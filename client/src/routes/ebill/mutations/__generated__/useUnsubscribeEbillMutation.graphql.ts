/**
 * @generated SignedSource<<fd1d7d1ec30306bfc0fd2b7106ea89f5>>
 * @relayHash f0352ea4c5aa78dbc1eab097b249eae0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fff6405bce4aefdc3bc9bbc8e9dce856c9f0309e1d13a28eed3265dc80e732a9

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "LOGIN_DISABLED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_VALUE" | "SESSION_EXPIRED" | "TOO_LONG" | "TOO_MANY_FILES" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type UnsubscribeEbillInput = {
  emailCode: string;
  invoiceNumber: string;
  token: string;
};
export type useUnsubscribeEbillMutation$variables = {
  input: UnsubscribeEbillInput;
};
export type useUnsubscribeEbillMutation$data = {
  readonly unsubscribeEbill: {
    readonly unsubscribed: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly retryAfterSeconds: number | null | undefined;
    }>;
  };
};
export type useUnsubscribeEbillMutation = {
  response: useUnsubscribeEbillMutation$data;
  variables: useUnsubscribeEbillMutation$variables;
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
    "concreteType": "UnsubscribeEbillPayload",
    "kind": "LinkedField",
    "name": "unsubscribeEbill",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unsubscribed",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterSeconds",
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
    "name": "useUnsubscribeEbillMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnsubscribeEbillMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fff6405bce4aefdc3bc9bbc8e9dce856c9f0309e1d13a28eed3265dc80e732a9",
    "metadata": {},
    "name": "useUnsubscribeEbillMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6e44d89931acc3e1589b1744f611fa21";

export default node;
