/**
 * @generated SignedSource<<ab9c2982b81aaf50531f0acf9d0c8789>>
 * @relayHash 6d0c7fe8405b6dda464ce308edbdcb0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bffc301aab7606d8ae070bc317db356ddafeaa5b9ff92c350491b0675d86af1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LanguageMenuTestQuery$variables = Record<PropertyKey, never>;
export type LanguageMenuTestQuery$data = {
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"LanguageMenu_settings">;
  };
};
export type LanguageMenuTestQuery = {
  response: LanguageMenuTestQuery$data;
  variables: LanguageMenuTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LanguageMenuTestQuery",
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
            "name": "LanguageMenu_settings"
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
    "name": "LanguageMenuTestQuery",
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
            "concreteType": "Language",
            "kind": "LinkedField",
            "name": "languages",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1bffc301aab7606d8ae070bc317db356ddafeaa5b9ff92c350491b0675d86af1",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "settings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Settings"
        },
        "settings.languages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Language"
        },
        "settings.languages.code": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "LanguageMenuTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "6e562c57c7a28737646a3adcbb12e81f";

export default node;
