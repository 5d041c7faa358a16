/**
 * @generated SignedSource<<0af3284d51a1d67d8016d388ed6e1fc7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetCategory = "ELECTRICAL_PANEL" | "MOTOR" | "PIPE_SECTION" | "PUMP" | "SCADA_DEVICE" | "TANK" | "VALVE" | "%future added value";
export type AssetStatus = "IN_SERVICE" | "RETIRED" | "STANDBY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssetForm_asset$data = {
  readonly assetNumber: string;
  readonly category: AssetCategory;
  readonly criticality: number;
  readonly description: string;
  readonly element: {
    readonly id: string;
  };
  readonly expectedLifeYears: number | null | undefined;
  readonly id: string;
  readonly installedOn: any | null | undefined;
  readonly make: string | null | undefined;
  readonly model: string | null | undefined;
  readonly purchaseCost: number | null | undefined;
  readonly serialNo: string | null | undefined;
  readonly status: AssetStatus;
  readonly " $fragmentType": "AssetForm_asset";
};
export type AssetForm_asset$key = {
  readonly " $data"?: AssetForm_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetForm_asset">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetForm_asset",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assetNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
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
      "kind": "ScalarField",
      "name": "criticality",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "make",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serialNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "installedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "purchaseCost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expectedLifeYears",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "element",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};
})();

(node as any).hash = "2bac1befe208bb31ed0826f5126f4234";

export default node;
