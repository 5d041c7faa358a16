/**
 * @generated SignedSource<<4bdf5c6b02ce6201d7406d7e24f6c9ca>>
 * @relayHash deab634c09dd061c4468f141a9fc1641
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb97e2eb41598fccc71132395d4e41581990eb1e0d3b444abb82b15e3c00ae8d

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "LOGIN_DISABLED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_VALUE" | "SESSION_EXPIRED" | "TOO_LONG" | "TOO_MANY_FILES" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type StartOtpSessionInput = {
  email: string;
  mobileNo?: string | null | undefined;
  token?: string | null | undefined;
};
export type useStartOtpSessionMutation$variables = {
  input: StartOtpSessionInput;
};
export type useStartOtpSessionMutation$data = {
  readonly startOtpSession: {
    readonly session: {
      readonly expiresAt: any;
      readonly lifetimeSeconds: number;
      readonly smsSent: boolean;
      readonly token: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly retryAfterSeconds: number | null | undefined;
    }>;
  };
};
export type useStartOtpSessionMutation = {
  response: useStartOtpSessionMutation$data;
  variables: useStartOtpSessionMutation$variables;
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
    "concreteType": "StartOtpSessionPayload",
    "kind": "LinkedField",
    "name": "startOtpSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OtpSession",
        "kind": "LinkedField",
        "name": "session",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "token",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lifetimeSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "smsSent",
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
    "name": "useStartOtpSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartOtpSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bb97e2eb41598fccc71132395d4e41581990eb1e0d3b444abb82b15e3c00ae8d",
    "metadata": {},
    "name": "useStartOtpSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c8b5dd17421e780ba0f916b06eff8528";

export default node;
