/**
 * @generated SignedSource<<de9ef3ad0651635b13629454ae2ddbfc>>
 * @relayHash 5b211c22f39e3a706f79098dda19f93a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e84d2f61f35078da909178051a143c5e87c7536ce2bdb42be266d93f9c12853

import type { ConcreteRequest } from 'relay-runtime';
export type RegistrationType = "EMAIL" | "MOBILE" | "%future added value";
export type ChangePasswordScreenQuery$variables = Record<PropertyKey, never>;
export type ChangePasswordScreenQuery$data = {
  readonly passwordTexts: ReadonlyArray<{
    readonly text: string | null | undefined;
    readonly textId: number;
  }>;
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
},
v4 = {
  "alias": "passwordTexts",
  "args": [
    {
      "kind": "Literal",
      "name": "ids",
      "value": [
        56,
        60,
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
  "storageKey": "texts(ids:[56,60,86])"
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
      (v3/*:: as any*/),
      (v4/*:: as any*/)
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
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "id": "0e84d2f61f35078da909178051a143c5e87c7536ce2bdb42be266d93f9c12853",
    "metadata": {},
    "name": "ChangePasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "55c573b549fcdc4c30ef44c61976855e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
