/**
 * @generated SignedSource<<ddbd0ea74a51df62d37ce9b81730dff9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResetPasswordScreenQuery$variables = Record<PropertyKey, never>;
export type ResetPasswordScreenQuery$data = {
  readonly settings: {
    readonly otpDisableResendSeconds: number;
    readonly passwordMinimumLength: number;
    readonly strongPassword: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"HomeButton_settings">;
  };
};
export type ResetPasswordScreenQuery = {
  response: ResetPasswordScreenQuery$data;
  variables: ResetPasswordScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passwordMinimumLength",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "strongPassword",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "otpDisableResendSeconds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeButton_settings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResetPasswordScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "homeButtonUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ef06f147dd9fd5b49caaef81e35336ab",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordScreenQuery",
    "operationKind": "query",
    "text": "query ResetPasswordScreenQuery {\n  settings {\n    passwordMinimumLength\n    strongPassword\n    otpDisableResendSeconds\n    ...HomeButton_settings\n  }\n}\n\nfragment HomeButton_settings on Settings {\n  homeButtonUrl\n}\n"
  }
};
})();

(node as any).hash = "17e53ed1072ae2cad9bcbe7b18c3baec";

export default node;
