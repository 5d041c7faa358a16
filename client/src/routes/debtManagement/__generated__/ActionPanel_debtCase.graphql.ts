/**
 * @generated SignedSource<<b6d5f9af6964e264947d703f018a60dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DebtCaseStatus = "CLOSED" | "ON_HOLD" | "OPEN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
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
