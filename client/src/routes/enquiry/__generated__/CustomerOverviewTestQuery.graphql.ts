/**
 * @generated SignedSource<<dc16f0e1f1d91943b7c7a52db68eba0c>>
 * @relayHash 3998b37d73ef40c7b8b251211139c348
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9fd981b1eb1aa5b6033ce4a2a04e85cfdf651e5db665207a53ab10816eb0f370

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomerOverviewTestQuery$variables = Record<PropertyKey, never>;
export type CustomerOverviewTestQuery$data = {
  readonly node: {
    readonly customer: {
      readonly " $fragmentSpreads": FragmentRefs<"CustomerOverview_customer">;
    } | null | undefined;
  } | null | undefined;
};
export type CustomerOverviewTestQuery = {
  response: CustomerOverviewTestQuery$data;
  variables: CustomerOverviewTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "customer"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "balance",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Account",
  "kind": "LinkedField",
  "name": "account",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountKey",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
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
  "type": "Account"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Date"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Money"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomerOverviewTestQuery",
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
                  "name": "CustomerOverview_customer"
                }
              ],
              "type": "Customer",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "customer"
          }
        ],
        "storageKey": "node(id:\"customer\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CustomerOverviewTestQuery",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomerOverview",
                "kind": "LinkedField",
                "name": "overview",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CustomerBalanceTotals",
                    "kind": "LinkedField",
                    "name": "totals",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "arrears",
                        "plural": false,
                        "selections": (v2/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "accountsInArrears",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CustomerOpenDebtCase",
                    "kind": "LinkedField",
                    "name": "openDebtCases",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DebtCase",
                        "kind": "LinkedField",
                        "name": "debtCase",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "caseNumber",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "stage",
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CustomerOpenConsumptionAlert",
                    "kind": "LinkedField",
                    "name": "openConsumptionAlerts",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ConsumptionAlert",
                        "kind": "LinkedField",
                        "name": "alert",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "meterRef",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "periodFrom",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "periodTo",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Customer",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"customer\")"
      }
    ]
  },
  "params": {
    "id": "9fd981b1eb1aa5b6033ce4a2a04e85cfdf651e5db665207a53ab10816eb0f370",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v5/*:: as any*/),
        "node.id": (v6/*:: as any*/),
        "node.overview": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CustomerOverview"
        },
        "node.overview.openConsumptionAlerts": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "CustomerOpenConsumptionAlert"
        },
        "node.overview.openConsumptionAlerts.account": (v7/*:: as any*/),
        "node.overview.openConsumptionAlerts.account.accountKey": (v5/*:: as any*/),
        "node.overview.openConsumptionAlerts.account.id": (v6/*:: as any*/),
        "node.overview.openConsumptionAlerts.alert": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ConsumptionAlert"
        },
        "node.overview.openConsumptionAlerts.alert.id": (v6/*:: as any*/),
        "node.overview.openConsumptionAlerts.alert.kind": {
          "enumValues": [
            "HIGH_USAGE",
            "IMPLAUSIBLE_READING",
            "LEAK"
          ],
          "nullable": false,
          "plural": false,
          "type": "ConsumptionAlertKind"
        },
        "node.overview.openConsumptionAlerts.alert.meterRef": (v5/*:: as any*/),
        "node.overview.openConsumptionAlerts.alert.periodFrom": (v8/*:: as any*/),
        "node.overview.openConsumptionAlerts.alert.periodTo": (v8/*:: as any*/),
        "node.overview.openDebtCases": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "CustomerOpenDebtCase"
        },
        "node.overview.openDebtCases.account": (v7/*:: as any*/),
        "node.overview.openDebtCases.account.accountKey": (v5/*:: as any*/),
        "node.overview.openDebtCases.account.id": (v6/*:: as any*/),
        "node.overview.openDebtCases.debtCase": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DebtCase"
        },
        "node.overview.openDebtCases.debtCase.balance": (v9/*:: as any*/),
        "node.overview.openDebtCases.debtCase.balance.amount": (v5/*:: as any*/),
        "node.overview.openDebtCases.debtCase.balance.currencySymbol": (v5/*:: as any*/),
        "node.overview.openDebtCases.debtCase.caseNumber": (v5/*:: as any*/),
        "node.overview.openDebtCases.debtCase.id": (v6/*:: as any*/),
        "node.overview.openDebtCases.debtCase.stage": {
          "enumValues": [
            "DISCONNECTED",
            "DISCONNECTION_WARNING",
            "FINAL_NOTICE",
            "LEGAL",
            "REMINDER"
          ],
          "nullable": false,
          "plural": false,
          "type": "DebtCaseStage"
        },
        "node.overview.totals": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CustomerBalanceTotals"
        },
        "node.overview.totals.accountsInArrears": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.overview.totals.arrears": (v9/*:: as any*/),
        "node.overview.totals.arrears.amount": (v5/*:: as any*/),
        "node.overview.totals.arrears.currencySymbol": (v5/*:: as any*/),
        "node.overview.totals.balance": (v9/*:: as any*/),
        "node.overview.totals.balance.amount": (v5/*:: as any*/),
        "node.overview.totals.balance.currencySymbol": (v5/*:: as any*/)
      }
    },
    "name": "CustomerOverviewTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1428309460b5a40c84b2d07a79c292b0";

export default node;
