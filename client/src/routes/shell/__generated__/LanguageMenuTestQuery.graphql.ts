/**
 * @generated SignedSource<<b906cdf23216b405d2a8a4736d21b342>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    "cacheID": "6d0c7fe8405b6dda464ce308edbdcb0e",
    "id": null,
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
    "text": "query LanguageMenuTestQuery {\n  settings {\n    ...LanguageMenu_settings\n  }\n}\n\nfragment LanguageMenu_settings on Settings {\n  languages {\n    code\n  }\n}\n"
  }
};

(node as any).hash = "6e562c57c7a28737646a3adcbb12e81f";

export default node;
