/**
 * @generated SignedSource<<a0998cea1b64b0dbd9f42a3433f1f8db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DebtCaseAction = "AGREEMENT_BROKEN" | "AGREEMENT_SIGNED" | "DISCONNECTION" | "DISCONNECTION_NOTICE" | "FINAL_NOTICE_LETTER" | "LEGAL_REFERRAL" | "PAYMENT_RECEIVED" | "PHONE_CALL" | "REMINDER_LETTER" | "WRITTEN_OFF" | "%future added value";
export type DebtCaseStage = "DISCONNECTED" | "DISCONNECTION_WARNING" | "FINAL_NOTICE" | "LEGAL" | "REMINDER" | "%future added value";
export type DebtCaseStatus = "CLOSED" | "ON_HOLD" | "OPEN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DebtCaseSummary_debtCase$data = {
  readonly accountId: string;
  readonly accountKey: string;
  readonly address: string;
  readonly balance: {
    readonly " $fragmentSpreads": FragmentRefs<"money_money">;
  };
  readonly caseNumber: string;
  readonly closedOn: any | null | undefined;
  readonly customerId: string;
  readonly customerName: string;
  readonly debtAmount: {
    readonly " $fragmentSpreads": FragmentRefs<"money_money">;
  };
  readonly lastAction: DebtCaseAction;
  readonly lastActionOn: any;
  readonly openedOn: any;
  readonly stage: DebtCaseStage;
  readonly status: DebtCaseStatus;
  readonly " $fragmentType": "DebtCaseSummary_debtCase";
};
export type DebtCaseSummary_debtCase$key = {
  readonly " $data"?: DebtCaseSummary_debtCase$data;
  readonly " $fragmentSpreads": FragmentRefs<"DebtCaseSummary_debtCase">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "argumentDefinitions": ([]/*:: as any*/)
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DebtCaseSummary_debtCase",
  "selections": [
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
      "name": "openedOn",
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
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "debtAmount",
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
      "kind": "ScalarField",
      "name": "lastAction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActionOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    }
  ],
  "type": "DebtCase",
  "abstractKey": null
};
})();

(node as any).hash = "9c4f64d5839a64fe211a6bdc8f83f5eb";

export default node;
