/**
 * @generated SignedSource<<7623765131f60be1c68f8374a1f15230>>
 * @relayHash 246fec20abb5937d734dac50c0800015
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83bc74deefc43014bfa573afa59a3752c2c69b09f086b55514584aeeb590cb08

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ActivateScreenQuery$variables = Record<PropertyKey, never>;
export type ActivateScreenQuery$data = {
  readonly settings: {
    readonly customerLoginWithOtp: boolean;
    readonly otpDisableResendSeconds: number;
    readonly " $fragmentSpreads": FragmentRefs<"HomeButton_settings">;
  };
  readonly successText: ReadonlyArray<{
    readonly text: string | null | undefined;
  }>;
};
export type ActivateScreenQuery = {
  response: ActivateScreenQuery$data;
  variables: ActivateScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerLoginWithOtp",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "otpDisableResendSeconds",
  "storageKey": null
},
v2 = {
  "alias": "successText",
  "args": [
    {
      "kind": "Literal",
      "name": "ids",
      "value": [
        85
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
      "name": "text",
      "storageKey": null
    }
  ],
  "storageKey": "texts(ids:[85])"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivateScreenQuery",
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeButton_settings"
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActivateScreenQuery",
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
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "83bc74deefc43014bfa573afa59a3752c2c69b09f086b55514584aeeb590cb08",
    "metadata": {},
    "name": "ActivateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "558bdfe9edc46d26a0c65129b2676801";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
