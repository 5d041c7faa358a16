/**
 * @generated SignedSource<<6d5a3e1fa8b3f9d3d27e98e91b50ed92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RegistrationType = "EMAIL" | "MOBILE" | "%future added value";
export type ChangePasswordScreenQuery$variables = Record<PropertyKey, never>;
export type ChangePasswordScreenQuery$data = {
  readonly settings: {
    readonly passwordMinimumLength: number;
    readonly strongPassword: boolean;
  };
  readonly viewer: {
    readonly user: {
      readonly email: string | null | undefined;
      readonly mobileNo: string | null | undefined;
      readonly registrationType: RegistrationType;
    } | null | undefined;
  };
};
export type ChangePasswordScreenQuery = {
  response: ChangePasswordScreenQuery$data;
  variables: ChangePasswordScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationType",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mobileNo",
  "storageKey": null
},
v3 = {
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
      "name": "passwordMinimumLength",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "strongPassword",
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
    "name": "ChangePasswordScreenQuery",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "ChangePasswordScreenQuery",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "cf3365425283a75a5c61200001a3ccac",
    "id": null,
    "metadata": {},
    "name": "ChangePasswordScreenQuery",
    "operationKind": "query",
    "text": "query ChangePasswordScreenQuery {\n  viewer {\n    user {\n      registrationType\n      email\n      mobileNo\n      id\n    }\n  }\n  settings {\n    passwordMinimumLength\n    strongPassword\n  }\n}\n"
  }
};
})();

(node as any).hash = "5dde99ffe2354367f254eb3648e3e2cb";

export default node;
