/**
 * @generated SignedSource<<fcee36b026afde8bc40d355402a15b48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type mutations_debtCase$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"DebtCaseHistory_debtCase" | "DebtCaseSummary_debtCase">;
  readonly " $fragmentType": "mutations_debtCase";
};
export type mutations_debtCase$key = {
  readonly " $data"?: mutations_debtCase$data;
  readonly " $fragmentSpreads": FragmentRefs<"mutations_debtCase">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "mutations_debtCase",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DebtCaseSummary_debtCase"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DebtCaseHistory_debtCase"
    }
  ],
  "type": "DebtCase",
  "abstractKey": null
};

(node as any).hash = "354dde4ebdb03040d1433f3f1a9c60e6";

export default node;
