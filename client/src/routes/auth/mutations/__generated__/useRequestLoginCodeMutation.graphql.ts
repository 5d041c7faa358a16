/**
 * @generated SignedSource<<0f6bb655a097805b9c05fec65c49876f>>
 * @relayHash 666719891c3dd45128affd66ec2879c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f50dd9419095e99c204ff0d6be21a7cb20dcd3d166d56717a2175579da8dea3c

import { ConcreteRequest } from 'relay-runtime';
export type OtpChannel = "EMAIL" | "SMS" | "%future added value";
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "LOGIN_DISABLED" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_VALUE" | "TOO_LONG" | "TOO_MANY_FILES" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "WRONG_CURRENT_VALUE" | "%future added value";
export type RequestLoginCodeInput = {
  captchaToken?: string | null | undefined;
  email: string;
  password: string;
};
export type useRequestLoginCodeMutation$variables = {
  input: RequestLoginCodeInput;
};
export type useRequestLoginCodeMutation$data = {
  readonly requestLoginCode: {
    readonly channel: OtpChannel | null | undefined;
    readonly codeSent: boolean;
    readonly resendAvailableInSeconds: number | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly retryAfterSeconds: number | null | undefined;
    }>;
  };
};
export type useRequestLoginCodeMutation = {
  response: useRequestLoginCodeMutation$data;
  variables: useRequestLoginCodeMutation$variables;
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
    "concreteType": "RequestLoginCodePayload",
    "kind": "LinkedField",
    "name": "requestLoginCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "codeSent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "channel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resendAvailableInSeconds",
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
    "name": "useRequestLoginCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestLoginCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f50dd9419095e99c204ff0d6be21a7cb20dcd3d166d56717a2175579da8dea3c",
    "metadata": {},
    "name": "useRequestLoginCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3fabce1b4c3f0ea667b0262d4d5ade35";

export default node;
