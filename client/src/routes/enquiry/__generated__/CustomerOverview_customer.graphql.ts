/**
 * @generated SignedSource<<5d50b54b6230641593da7a3c50547ea6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ConsumptionAlertKind = "HIGH_USAGE" | "IMPLAUSIBLE_READING" | "LEAK" | "%future added value";
export type DebtCaseStage = "DISCONNECTED" | "DISCONNECTION_WARNING" | "FINAL_NOTICE" | "LEGAL" | "REMINDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CustomerOverview_customer$data = {
  readonly id: string;
  readonly overview: {
    readonly openConsumptionAlerts: ReadonlyArray<{
      readonly account: {
        readonly accountKey: string;
        readonly id: string;
      };
      readonly alert: {
        readonly id: string;
        readonly kind: ConsumptionAlertKind;
        readonly meterRef: string;
        readonly periodFrom: any;
        readonly periodTo: any;
      };
    }> | null | undefined;
    readonly openDebtCases: ReadonlyArray<{
      readonly account: {
        readonly accountKey: string;
        readonly id: string;
      };
      readonly debtCase: {
        readonly balance: {
          readonly " $fragmentSpreads": FragmentRefs<"money_money">;
        };
        readonly caseNumber: string;
        readonly id: string;
        readonly stage: DebtCaseStage;
      };
    }> | null | undefined;
    readonly totals: {
      readonly accountsInArrears: number;
      readonly arrears: {
        readonly amount: string;
        readonly " $fragmentSpreads": FragmentRefs<"money_money">;
      };
      readonly balance: {
        readonly amount: string;
        readonly " $fragmentSpreads": FragmentRefs<"money_money">;
      };
    } | null | undefined;
  };
  readonly " $fragmentType": "CustomerOverview_customer";
};
export type CustomerOverview_customer$key = {
  readonly " $data"?: CustomerOverview_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerOverview_customer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v2 = {
  "kind": "InlineDataFragmentSpread",
  "name": "money_money",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currencySymbol",
      "storageKey": null
    }
  ],
  "args": null,
  "argumentDefinitions": ([]/*:: as any*/)
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Account",
  "kind": "LinkedField",
  "name": "account",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountKey",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerOverview_customer",
  "selections": [
    (v0/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "balance",
              "plural": false,
              "selections": (v3/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "arrears",
              "plural": false,
              "selections": (v3/*:: as any*/),
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
                (v0/*:: as any*/),
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
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "balance",
                  "plural": false,
                  "selections": [
                    (v2/*:: as any*/)
                  ],
                  "storageKey": null
                }
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
                (v0/*:: as any*/),
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
};
})();

(node as any).hash = "7dd0bd4a3c8ba1ac4225290ccc2bf08a";

export default node;
