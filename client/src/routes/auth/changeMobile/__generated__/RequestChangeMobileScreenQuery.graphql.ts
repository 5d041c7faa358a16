/**
 * @generated SignedSource<<c892c4dea1073e0ed939b3139d887f7e>>
 * @relayHash 4da1091502e48d3445066d9ea3b8ddd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 092050679e09cde372b0309b81baa58a61bf8174b009d647c20ce4d544cc8015

import type { ConcreteRequest } from 'relay-runtime';
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
    "id": "092050679e09cde372b0309b81baa58a61bf8174b009d647c20ce4d544cc8015",
    "metadata": {},
    "name": "RequestChangeMobileScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0cbd441552a8e043029d6665feb99d17";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
