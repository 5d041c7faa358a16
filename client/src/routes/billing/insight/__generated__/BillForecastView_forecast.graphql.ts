/**
 * @generated SignedSource<<baa5322198d5e91597af18b4dabdbcd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BillForecastBasis = "READINGS" | "RECENT_BILLS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BillForecastView_forecast$data = {
  readonly amount: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly basis: BillForecastBasis;
  readonly consumptionSoFar: number;
  readonly consumptionUnit: string;
  readonly days: number;
  readonly expectedConsumption: number;
  readonly high: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly low: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly measuredDays: number;
  readonly measuredUntil: any | null | undefined;
  readonly periodFrom: any;
  readonly periodTo: any;
  readonly recentBills: number;
  readonly " $fragmentType": "BillForecastView_forecast";
};
export type BillForecastView_forecast$key = {
  readonly " $data"?: BillForecastView_forecast$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillForecastView_forecast">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillForecastView_forecast",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "measuredDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "measuredUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "basis",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recentBills",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consumptionSoFar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expectedConsumption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consumptionUnit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "low",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "high",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "BillForecast",
  "abstractKey": null
};
})();

(node as any).hash = "7f2b5476bd9fe6c15aa112da2f16327f";

export default node;
