/**
 * @generated SignedSource<<a76943a1ff5d2cb0e1a1c2c027366061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestChangeMobileScreenQuery$variables = Record<PropertyKey, never>;
export type RequestChangeMobileScreenQuery$data = {
  readonly settings: {
    readonly customerMobileAllowedPhoneCountries: ReadonlyArray<string>;
    readonly otpDisableResendSeconds: number;
  };
  readonly viewer: {
    readonly user: {
      readonly mobileNo: string | null | undefined;
    } | null | undefined;
  };
};
export type RequestChangeMobileScreenQuery = {
  response: RequestChangeMobileScreenQuery$data;
  variables: RequestChangeMobileScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mobileNo",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerMobileAllowedPhoneCountries",
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
    "name": "RequestChangeMobileScreenQuery",
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
    "name": "RequestChangeMobileScreenQuery",
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
    "cacheID": "4da1091502e48d3445066d9ea3b8ddd1",
    "id": null,
    "metadata": {},
    "name": "RequestChangeMobileScreenQuery",
    "operationKind": "query",
    "text": "query RequestChangeMobileScreenQuery {\n  viewer {\n    user {\n      mobileNo\n      id\n    }\n  }\n  settings {\n    otpDisableResendSeconds\n    customerMobileAllowedPhoneCountries\n  }\n}\n"
  }
};
})();

(node as any).hash = "16e291f9cd6d7a270b38bd6409d0313c";

export default node;
