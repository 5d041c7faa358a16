/**
 * @generated SignedSource<<860955e7159bf3bf52d408a75154c296>>
 * @relayHash cbc21407546ca2252f886c6989ae78d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd945062427b5a8e5bea7402881fe1ce7a470db88b130cb2bd9addc49cf20ee9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentFormTestQuery$variables = Record<PropertyKey, never>;
export type PaymentFormTestQuery$data = {
  readonly node: {
    readonly debtCase: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentForm_debtCase">;
    } | null | undefined;
  } | null | undefined;
};
export type PaymentFormTestQuery = {
  response: PaymentFormTestQuery$data;
  variables: PaymentFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "case"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentFormTestQuery",
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
                  "name": "PaymentForm_debtCase"
                }
              ],
              "type": "DebtCase",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "debtCase"
          }
        ],
        "storageKey": "node(id:\"case\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaymentFormTestQuery",
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
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "balance",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currencySymbol",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DebtCase",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"case\")"
      }
    ]
  },
  "params": {
    "id": "fd945062427b5a8e5bea7402881fe1ce7a470db88b130cb2bd9addc49cf20ee9",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.balance": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Money"
        },
        "node.balance.amount": (v1/*:: as any*/),
        "node.balance.currencySymbol": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.status": {
          "enumValues": [
            "CLOSED",
            "ON_HOLD",
            "OPEN"
          ],
          "nullable": false,
          "plural": false,
          "type": "DebtCaseStatus"
        }
      }
    },
    "name": "PaymentFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "032e507cd777809847d06f1f5e6bc01c";

export default node;
