/**
 * @generated SignedSource<<062bd69475c99abddf8cd7d53ca2112c>>
 * @relayHash 6fe5619a3aa7399434e3920258daf2f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5d6b3c58d795a9537cfac4b830998d72d44533e898b69e3c5fd1bcadd5812aa

import type { ConcreteRequest } from 'relay-runtime';
export type RequestChangeEmailScreenQuery$variables = Record<PropertyKey, never>;
export type RequestChangeEmailScreenQuery$data = {
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
      (v1/*:: as any*/)
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
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "f5d6b3c58d795a9537cfac4b830998d72d44533e898b69e3c5fd1bcadd5812aa",
    "metadata": {},
    "name": "RequestChangeEmailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a0ce2645e3fe2165258895c46d1b788d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
