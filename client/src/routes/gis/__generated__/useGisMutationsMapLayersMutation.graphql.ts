/**
 * @generated SignedSource<<337d06a4665e4b6a8fe57fa4729d6671>>
 * @relayHash 9fa7b7addf83228f829dbb7adade920d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84f8539dea6d01d4e45f9667fbcf9ccf1cb10af5eee138217cea485b85174d6c

import type { ConcreteRequest } from 'relay-runtime';
export type MapLayer = "CONNECTIONS" | "ELEMENTS" | "METERS" | "PROPERTIES" | "%future added value";
export type UserErrorCode = "ACCOUNT_NOT_ACTIVE" | "ALERT_NOT_OPEN" | "ALREADY_IN_USE" | "ATTACHMENTS_FAILED" | "CAPTCHA_FAILED" | "CLOCK_OVER_IMPLAUSIBLE" | "CONSENT_REQUIRED" | "CUSTOM_VALUES_FAILED" | "DRAFT_EXPIRED" | "ELEMENT_NOT_FOUND" | "EMPLOYEE_NOT_ALLOWED" | "END_BEFORE_START" | "FILE_TOO_BIG" | "FILE_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_STOCK" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVOICE_NUMBER_INVALID" | "ITEMS_NOT_VALIDATED" | "LOGIN_DISABLED" | "MAINTENANCE_ACTIVITY_REQUIRED" | "MANDATORY_FIELD" | "NOTHING_DUE" | "NOT_ALLOWED" | "NOT_EDITABLE" | "NOT_FOUND" | "NO_LINES" | "NO_MESSAGE" | "OTP_EXPIRED" | "OTP_INVALID" | "OTP_LOCKED" | "OTP_REQUIRED" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULE" | "PAYMENT_WINDOW_CLOSED" | "RATE_LIMITED" | "READING_BELOW_PREVIOUS" | "READING_OUT_OF_RANGE" | "READING_REQUIRED" | "READ_AT_INVALID" | "REJECTED" | "RESEND_TOO_SOON" | "SAME_EMPLOYEE" | "SAME_VALUE" | "SCHEDULE_OVERLAP" | "SESSION_EXPIRED" | "SESSION_USED" | "SPREADSHEET_TOO_LARGE" | "STEP_NOT_ALLOWED" | "TOO_LONG" | "TOO_MANY_FILES" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_LANGUAGE" | "VALUE_OUT_OF_RANGE" | "WAREHOUSE_INVALID" | "WORKFLOW_EMPLOYEE_REQUIRED" | "WRONG_CURRENT_VALUE" | "WRONG_INVOICE_NUMBER" | "%future added value";
export type SaveGisMapLayersInput = {
  layers: ReadonlyArray<GisMapLayerInput>;
  mapId: number;
};
export type GisMapLayerInput = {
  colour: string;
  layer: MapLayer;
  visible: boolean;
};
export type useGisMutationsMapLayersMutation$variables = {
  input: SaveGisMapLayersInput;
};
export type useGisMutationsMapLayersMutation$data = {
  readonly saveGisMapLayers: {
    readonly map: {
      readonly layers: ReadonlyArray<{
        readonly colour: string;
        readonly layer: MapLayer;
        readonly visible: boolean;
      }>;
      readonly mapId: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useGisMutationsMapLayersMutation = {
  response: useGisMutationsMapLayersMutation$data;
  variables: useGisMutationsMapLayersMutation$variables;
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
    "concreteType": "SaveGisMapPayload",
    "kind": "LinkedField",
    "name": "saveGisMapLayers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GisMap",
        "kind": "LinkedField",
        "name": "map",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mapId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GisMapLayer",
            "kind": "LinkedField",
            "name": "layers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "layer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visible",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "colour",
                "storageKey": null
              }
            ],
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
    "name": "useGisMutationsMapLayersMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGisMutationsMapLayersMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "84f8539dea6d01d4e45f9667fbcf9ccf1cb10af5eee138217cea485b85174d6c",
    "metadata": {},
    "name": "useGisMutationsMapLayersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1d707821cf868e91d894038e56e71185";

export default node;
