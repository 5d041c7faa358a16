/**
 * @generated SignedSource<<97e6d629f3c9199c4c4e043fb33a6b0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DebtCaseStatus = "CLOSED" | "ON_HOLD" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActionPanel_debtCase$data = {
  readonly id: string;
  readonly status: DebtCaseStatus;
  readonly " $fragmentType": "ActionPanel_debtCase";
};
export type ActionPanel_debtCase$key = {
  readonly " $data"?: ActionPanel_debtCase$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActionPanel_debtCase">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActionPanel_debtCase",
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
    }
  ],
  "type": "DebtCase",
  "abstractKey": null
};

(node as any).hash = "6981a4b717b70439676962075b5a54eb";

export default node;
