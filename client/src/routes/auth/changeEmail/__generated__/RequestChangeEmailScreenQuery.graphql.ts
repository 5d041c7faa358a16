/**
 * @generated SignedSource<<165b6d7a26c6a528eb5a5d63e19fdb64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    "cacheID": "6fe5619a3aa7399434e3920258daf2f1",
    "id": null,
    "metadata": {},
    "name": "RequestChangeEmailScreenQuery",
    "operationKind": "query",
    "text": "query RequestChangeEmailScreenQuery {\n  viewer {\n    user {\n      email\n      id\n    }\n  }\n  settings {\n    otpDisableResendSeconds\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e3cb169a5525f477876ac2ff6b9e789";

export default node;
