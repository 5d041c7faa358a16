/**
 * @generated SignedSource<<2cde1aba69208c5c594c03db0193420c>>
 * @relayHash 6569460a70aadd6494435be36cbf3d1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0982ea923a69e437140cbbeeaf546bab0d4f5ef9118ec0ba9fc7449da1252045

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatusChangeFormTestQuery$variables = Record<PropertyKey, never>;
export type StatusChangeFormTestQuery$data = {
  readonly node: {
    readonly application: {
      readonly " $fragmentSpreads": FragmentRefs<"StatusChangeForm_application">;
    } | null | undefined;
  } | null | undefined;
};
export type StatusChangeFormTestQuery = {
  response: StatusChangeFormTestQuery$data;
  variables: StatusChangeFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "application"
  }
],
v1 = [
  "CANCELLED",
  "DRAFT",
  "EXPORTED",
  "IN_PROCESS",
  "NEW",
  "POSTED",
  "READY_FOR_EXPORT",
  "SUSPENDED",
  "UNKNOWN"
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatusChangeFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StatusChangeForm_application"
                }
              ],
              "type": "Application",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "application"
          }
        ],
        "storageKey": "node(id:\"application\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StatusChangeFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedStatusChanges",
                "storageKey": null
              }
            ],
            "type": "Application",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"application\")"
      }
    ]
  },
  "params": {
    "id": "0982ea923a69e437140cbbeeaf546bab0d4f5ef9118ec0ba9fc7449da1252045",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "node.allowedStatusChanges": {
          "enumValues": (v1/*:: as any*/),
          "nullable": false,
          "plural": true,
          "type": "ApplicationStatus"
        },
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.status": {
          "enumValues": (v1/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "ApplicationStatus"
        }
      }
    },
    "name": "StatusChangeFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e362c110cfb6be2e02375197b4d23aac";

export default node;
