/**
 * @generated SignedSource<<b8d4bf5e12c9e0600ea671fa3b290de3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BalanceSummary_account$data = {
  readonly balance: {
    readonly amountDue: {
      readonly amount: string;
      readonly " $fragmentSpreads": FragmentRefs<"money_money">;
    };
    readonly balance: {
      readonly amount: string;
      readonly currencySymbol: string;
    };
    readonly dueDate: any | null | undefined;
    readonly isOverdue: boolean;
    readonly overdueAmount: {
      readonly " $fragmentSpreads": FragmentRefs<"money_money">;
    };
  };
  readonly " $fragmentType": "BalanceSummary_account";
};
export type BalanceSummary_account$key = {
  readonly " $data"?: BalanceSummary_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalanceSummary_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currencySymbol",
    "storageKey": null
  }
],
v2 = {
  "kind": "InlineDataFragmentSpread",
  "name": "money_money",
  "selections": (v1/*:: as any*/),
  "args": null,
  "argumentDefinitions": ([]/*:: as any*/)
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalanceSummary_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountBalance",
      "kind": "LinkedField",
      "name": "balance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amountDue",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "balance",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "overdueAmount",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isOverdue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "e646f7ac6f8c2789866266327fa59544";

export default node;
