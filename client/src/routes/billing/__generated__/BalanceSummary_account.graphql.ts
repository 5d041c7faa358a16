/**
 * @generated SignedSource<<1c9b37d0ca6f007d140526ccd1a2346b>>
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
      readonly currencySymbol: string;
    };
    readonly balance: {
      readonly amount: string;
      readonly currencySymbol: string;
    };
    readonly dueDate: any | null | undefined;
    readonly isOverdue: boolean;
    readonly overdueAmount: {
      readonly amount: string;
      readonly currencySymbol: string;
    };
  };
  readonly " $fragmentType": "BalanceSummary_account";
};
export type BalanceSummary_account$key = {
  readonly " $data"?: BalanceSummary_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalanceSummary_account">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "balance",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "overdueAmount",
          "plural": false,
          "selections": (v0/*:: as any*/),
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

(node as any).hash = "e378bdf851c75268a7506038f529b68d";

export default node;
