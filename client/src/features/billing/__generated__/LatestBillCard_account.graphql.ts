/**
 * @generated SignedSource<<b9046e6392af6f085dcff1ee2ba26400>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BillStatus = "PAID" | "PARTLY_PAID" | "UNPAID" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LatestBillCard_account$data = {
  readonly latestBill: {
    readonly amount: {
      readonly " $fragmentSpreads": FragmentRefs<"money_money">;
    };
    readonly consumption: number;
    readonly consumptionUnit: string;
    readonly dueDate: any;
    readonly invoiceNumber: string;
    readonly pdfUrl: string;
    readonly periodFrom: any;
    readonly periodTo: any;
    readonly status: BillStatus;
  } | null | undefined;
  readonly " $fragmentType": "LatestBillCard_account";
};
export type LatestBillCard_account$key = {
  readonly " $data"?: LatestBillCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestBillCard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestBillCard_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Bill",
      "kind": "LinkedField",
      "name": "latestBill",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceNumber",
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
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amount",
          "plural": false,
          "selections": [
            {
              "kind": "InlineDataFragmentSpread",
              "name": "money_money",
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
              "args": null,
              "argumentDefinitions": []
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "consumption",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "consumptionUnit",
          "storageKey": null
        },
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
          "name": "pdfUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "d11dea372582b80c36db97442b35484d";

export default node;
