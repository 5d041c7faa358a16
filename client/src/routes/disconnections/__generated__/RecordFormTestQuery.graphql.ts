/**
 * @generated SignedSource<<111249d9d9c9387066da74708f62808d>>
 * @relayHash f9950abc35d3da7a4361bb6b895a8b61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9a8c0f45fc37d191e44981f0f169a9f319adb01d8d2049967835eb15177e80a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecordFormTestQuery$variables = Record<PropertyKey, never>;
export type RecordFormTestQuery$data = {
  readonly node: {
    readonly order: {
      readonly " $fragmentSpreads": FragmentRefs<"RecordForm_disconnection">;
    } | null | undefined;
  } | null | undefined;
};
export type RecordFormTestQuery = {
  response: RecordFormTestQuery$data;
  variables: RecordFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "order"
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordFormTestQuery",
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
                  "name": "RecordForm_disconnection"
                }
              ],
              "type": "Disconnection",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "order"
          }
        ],
        "storageKey": "node(id:\"order\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RecordFormTestQuery",
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
                "name": "previousReading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dials",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finalReading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finalReadingDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clockOver",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              }
            ],
            "type": "Disconnection",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"order\")"
      }
    ]
  },
  "params": {
    "id": "f9a8c0f45fc37d191e44981f0f169a9f319adb01d8d2049967835eb15177e80a",
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
        "node.clockOver": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "node.comment": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.dials": (v1/*:: as any*/),
        "node.finalReading": (v1/*:: as any*/),
        "node.finalReadingDate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.previousReading": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "RecordFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9dc3ef6f3f12b471eba3b8f75bd3e928";

export default node;
