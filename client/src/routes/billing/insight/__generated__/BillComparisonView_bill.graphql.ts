/**
 * @generated SignedSource<<d2c847ebf1d2bbbbc0b2b8b677248ee3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BillComparisonView_bill$data = {
  readonly consumption: number;
  readonly consumptionUnit: string;
  readonly " $fragmentType": "BillComparisonView_bill";
};
export type BillComparisonView_bill$key = {
  readonly " $data"?: BillComparisonView_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillComparisonView_bill">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillComparisonView_bill",
  "selections": [
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
    }
  ],
  "type": "Bill",
  "abstractKey": null
};

(node as any).hash = "b284142af84b6feef7e60a24956edb13";

export default node;
