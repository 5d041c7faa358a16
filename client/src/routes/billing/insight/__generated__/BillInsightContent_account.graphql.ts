/**
 * @generated SignedSource<<cae889f30b42c57019eb1300e55f38b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BillInsightContent_account$data = {
  readonly billForecast: {
    readonly " $fragmentSpreads": FragmentRefs<"BillForecastView_forecast">;
  } | null | undefined;
  readonly latestBill: {
    readonly comparedWithLastYear: {
      readonly " $fragmentSpreads": FragmentRefs<"BillComparisonView_comparison">;
    } | null | undefined;
    readonly comparedWithPrevious: {
      readonly " $fragmentSpreads": FragmentRefs<"BillComparisonView_comparison">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"BillComparisonView_bill">;
  } | null | undefined;
  readonly " $fragmentType": "BillInsightContent_account";
};
export type BillInsightContent_account$key = {
  readonly " $data"?: BillInsightContent_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillInsightContent_account">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "BillComparisonView_comparison"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillInsightContent_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Bill",
      "kind": "LinkedField",
      "name": "latestBill",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BillComparisonView_bill"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BillComparison",
          "kind": "LinkedField",
          "name": "comparedWithPrevious",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BillComparison",
          "kind": "LinkedField",
          "name": "comparedWithLastYear",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BillForecast",
      "kind": "LinkedField",
      "name": "billForecast",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BillForecastView_forecast"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "e4623fabd2a6daa756cd49974a662f88";

export default node;
