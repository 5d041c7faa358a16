/**
 * @generated SignedSource<<e6389902715a6da386803b3a6f8f2e4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    "cacheID": "7b05fc30fe37c6f509b85cc6708e079c",
    "id": null,
    "metadata": {},
    "name": "ConfirmEmailChangeScreenQuery",
    "operationKind": "query",
    "text": "query ConfirmEmailChangeScreenQuery {\n  settings {\n    ...HomeButton_settings\n  }\n}\n\nfragment HomeButton_settings on Settings {\n  homeButtonUrl\n}\n"
  }
};

(node as any).hash = "ed1f0dd46b74510813b190fa961ba1e1";

export default node;
