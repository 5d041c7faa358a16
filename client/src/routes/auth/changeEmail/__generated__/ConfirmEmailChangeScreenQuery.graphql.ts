/**
 * @generated SignedSource<<345da2c2d37d12b7c05aeafae0243e7c>>
 * @relayHash 7b05fc30fe37c6f509b85cc6708e079c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ed4e80f2099ef491a5d5e68e058ff7dfaa573a0d1f1f6e084dfc5bea1b9ea3c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConfirmEmailChangeScreenQuery$variables = Record<PropertyKey, never>;
export type ConfirmEmailChangeScreenQuery$data = {
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeButton_settings">;
  };
};
export type ConfirmEmailChangeScreenQuery = {
  response: ConfirmEmailChangeScreenQuery$data;
  variables: ConfirmEmailChangeScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfirmEmailChangeScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
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
    "name": "ConfirmEmailChangeScreenQuery",
    "selections": [
      {
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
            "name": "homeButtonUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1ed4e80f2099ef491a5d5e68e058ff7dfaa573a0d1f1f6e084dfc5bea1b9ea3c",
    "metadata": {},
    "name": "ConfirmEmailChangeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "57cde824c21469f0a13c4ad367a84254";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
