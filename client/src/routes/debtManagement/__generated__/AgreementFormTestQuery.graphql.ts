/**
 * @generated SignedSource<<05e379d5237f9280a5cfe25707898d64>>
 * @relayHash eacd10f6faf57574cc569fc5d8dbcbb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c0db1152dadf3ef636fa21d4a2cc68e329c9541ab2b54b5d76ef31201aa1d24

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AgreementFormTestQuery$variables = Record<PropertyKey, never>;
export type AgreementFormTestQuery$data = {
  readonly node: {
    readonly debtCase: {
      readonly " $fragmentSpreads": FragmentRefs<"AgreementForm_debtCase">;
    } | null | undefined;
  } | null | undefined;
};
export type AgreementFormTestQuery = {
  response: AgreementFormTestQuery$data;
  variables: AgreementFormTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Money"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AgreementFormTestQuery",
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
                  "name": "AgreementForm_debtCase"
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
    "name": "AgreementFormTestQuery",
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
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "balance",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currencySymbol",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentAgreement",
                "kind": "LinkedField",
                "name": "activeAgreement",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reference",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "instalmentCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "instalmentAmount",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paidInstalmentCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bankId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bankName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maskedIban",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentPhone",
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
    "id": "8c0db1152dadf3ef636fa21d4a2cc68e329c9541ab2b54b5d76ef31201aa1d24",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.activeAgreement": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PaymentAgreement"
        },
        "node.activeAgreement.bankId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "node.activeAgreement.bankName": (v5/*:: as any*/),
        "node.activeAgreement.id": (v6/*:: as any*/),
        "node.activeAgreement.instalmentAmount": (v7/*:: as any*/),
        "node.activeAgreement.instalmentAmount.amount": (v4/*:: as any*/),
        "node.activeAgreement.instalmentCount": (v8/*:: as any*/),
        "node.activeAgreement.maskedIban": (v5/*:: as any*/),
        "node.activeAgreement.paidInstalmentCount": (v8/*:: as any*/),
        "node.activeAgreement.paymentPhone": (v5/*:: as any*/),
        "node.activeAgreement.reference": (v4/*:: as any*/),
        "node.activeAgreement.startDate": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Date"
        },
        "node.activeAgreement.status": {
          "enumValues": [
            "ACTIVE",
            "BROKEN",
            "CANCELLED",
            "COMPLETED"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentAgreementStatus"
        },
        "node.balance": (v7/*:: as any*/),
        "node.balance.amount": (v4/*:: as any*/),
        "node.balance.currencySymbol": (v4/*:: as any*/),
        "node.id": (v6/*:: as any*/),
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
    "name": "AgreementFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e92c18df522ccf0523e909b77b8c4caa";

export default node;
