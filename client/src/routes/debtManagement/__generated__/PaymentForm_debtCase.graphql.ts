/**
 * @generated SignedSource<<6f1b3cbf03ead5f917d113aee4e8846a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DebtCaseStatus = "CLOSED" | "ON_HOLD" | "OPEN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PaymentForm_debtCase$data = {
  readonly balance: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly id: string;
  readonly status: DebtCaseStatus;
  readonly " $fragmentType": "PaymentForm_debtCase";
};
export type PaymentForm_debtCase$key = {
  readonly " $data"?: PaymentForm_debtCase$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentForm_debtCase">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentForm_debtCase",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
};

(node as any).hash = "c78b61ce08a839ca3d9bc82a86f61902";

export default node;
