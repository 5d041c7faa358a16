/**
 * @generated SignedSource<<954a77e886655b696948e9b07187fe47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DebtCaseAction = "AGREEMENT_BROKEN" | "AGREEMENT_SIGNED" | "DISCONNECTION" | "DISCONNECTION_NOTICE" | "FINAL_NOTICE_LETTER" | "LEGAL_REFERRAL" | "PAYMENT_RECEIVED" | "PHONE_CALL" | "REMINDER_LETTER" | "WRITTEN_OFF" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DebtCaseHistory_debtCase$data = {
  readonly history: ReadonlyArray<{
    readonly actedOn: any;
    readonly action: DebtCaseAction;
    readonly amount: {
      readonly " $fragmentSpreads": FragmentRefs<"money_money">;
    } | null | undefined;
    readonly employeeName: string | null | undefined;
    readonly note: string | null | undefined;
  }>;
  readonly " $fragmentType": "DebtCaseHistory_debtCase";
};
export type DebtCaseHistory_debtCase$key = {
  readonly " $data"?: DebtCaseHistory_debtCase$data;
  readonly " $fragmentSpreads": FragmentRefs<"DebtCaseHistory_debtCase">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DebtCaseHistory_debtCase",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DebtCaseHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actedOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
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
          "name": "employeeName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DebtCase",
  "abstractKey": null
};

(node as any).hash = "d01286718deee9e278a75a204d27b120";

export default node;
