/**
 * @generated SignedSource<<6896ae471af2c24293f319b5d947af28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InvestigationPanel_disconnection$data = {
  readonly id: string;
  readonly investigationReason: string | null | undefined;
  readonly underInvestigation: boolean;
  readonly " $fragmentType": "InvestigationPanel_disconnection";
};
export type InvestigationPanel_disconnection$key = {
  readonly " $data"?: InvestigationPanel_disconnection$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvestigationPanel_disconnection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvestigationPanel_disconnection",
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
      "name": "underInvestigation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "investigationReason",
      "storageKey": null
    }
  ],
  "type": "Disconnection",
  "abstractKey": null
};

(node as any).hash = "0a5f64d8d240ed912d1842e91b024841";

export default node;
