/**
 * @generated SignedSource<<fc37ec1d07e90f1daff2c79476f7eb96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type mutations_debtCase$data = {
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

(node as any).hash = "138421c3ce39bd7467ba59ebfd884829";

export default node;
