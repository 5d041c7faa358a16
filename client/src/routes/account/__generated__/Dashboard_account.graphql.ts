/**
 * @generated SignedSource<<35ac9ce77ab66c9cedad0eb5695f234b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Dashboard_account$data = {
  readonly accountKey: string;
  readonly " $fragmentSpreads": FragmentRefs<"BillsSection_account" | "ConsumptionChart_account" | "PaymentsSection_account">;
  readonly " $fragmentType": "Dashboard_account";
};
export type Dashboard_account$key = {
  readonly " $data"?: Dashboard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"Dashboard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Dashboard_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountKey",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConsumptionChart_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillsSection_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentsSection_account"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "7074b7db8e4c829058a474eb9c2920d8";

export default node;
