/**
 * @generated SignedSource<<f4b6962279e33dfe29e75a9753501762>>
 * @relayHash 74e93f7859944446b7ba9e7d893fadad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00bf2f624fcde49e65c0f7bc1f71c4800a7c514581d58d63dcbdd8f231ded135

import type { ConcreteRequest } from 'relay-runtime';
export type RequestChangeEmailScreenQuery$variables = Record<PropertyKey, never>;
export type RequestChangeEmailScreenQuery$data = {
  readonly emailTexts: ReadonlyArray<{
    readonly text: string | null | undefined;
    readonly textId: number;
  }>;
  readonly settings: {
    readonly otpDisableResendSeconds: number;
  };
  readonly viewer: {
    readonly user: {
      readonly email: string | null | undefined;
    } | null | undefined;
  };
};
export type RequestChangeEmailScreenQuery = {
  response: RequestChangeEmailScreenQuery$data;
  variables: RequestChangeEmailScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Settings",
  "kind": "LinkedField",
  "name": "settings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otpDisableResendSeconds",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": "emailTexts",
  "args": [
    {
      "kind": "Literal",
      "name": "ids",
      "value": [
        60
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
  "storageKey": "texts(ids:[60])"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestChangeEmailScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RequestChangeEmailScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "00bf2f624fcde49e65c0f7bc1f71c4800a7c514581d58d63dcbdd8f231ded135",
    "metadata": {},
    "name": "RequestChangeEmailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4a1ece7a1ca9edb34dea9cbb309e9e87";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
