/**
 * @generated SignedSource<<3050aa9e1e0d2a40c9975da1a0809ffa>>
 * @relayHash 7df3eefb7b9643916bc18bdbf1260c47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f5c30e5d567ff536655f2cdcd2669066ffc32e9a6a52e0755748f80f25ec31f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ResetPasswordScreenQuery$variables = Record<PropertyKey, never>;
export type ResetPasswordScreenQuery$data = {
  readonly passwordTexts: ReadonlyArray<{
    readonly text: string | null | undefined;
    readonly textId: number;
  }>;
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
},
v3 = {
  "alias": "passwordTexts",
  "args": [
    {
      "kind": "Literal",
      "name": "ids",
      "value": [
        56,
        86
      ]
    }
  ],
  "concreteType": "Text",
  "kind": "LinkedField",
  "name": "texts",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    }
  ],
  "storageKey": "texts(ids:[56,86])"
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
      },
      (v3/*:: as any*/)
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
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "id": "7f5c30e5d567ff536655f2cdcd2669066ffc32e9a6a52e0755748f80f25ec31f",
    "metadata": {},
    "name": "ResetPasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab702f202b775554b7928c692f98a5d4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
