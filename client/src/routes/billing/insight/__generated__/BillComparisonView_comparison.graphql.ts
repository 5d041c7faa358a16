/**
 * @generated SignedSource<<05911866dd10c1a478aa092593e1db61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BillComparisonBasis = "PREVIOUS_BILL" | "SAME_PERIOD_LAST_YEAR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BillComparisonView_comparison$data = {
  readonly baseline: {
    readonly amount: {
      readonly amount: string;
      readonly currencySymbol: string;
    };
    readonly consumption: number;
    readonly periodFrom: any;
    readonly periodTo: any;
  };
  readonly baselineDays: number;
  readonly baselineUnitPrice: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly basis: BillComparisonBasis;
  readonly consumptionEffect: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly days: number;
  readonly daysEffect: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly difference: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly tariffChanged: boolean;
  readonly tariffEffect: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly unitPrice: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly " $fragmentType": "BillComparisonView_comparison";
};
export type BillComparisonView_comparison$key = {
  readonly " $data"?: BillComparisonView_comparison$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillComparisonView_comparison">;
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
  "name": "BillComparisonView_comparison",
  "selections": [
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
      "concreteType": "Bill",
      "kind": "LinkedField",
      "name": "baseline",
      "plural": false,
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
          "name": "consumption",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "difference",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "consumptionEffect",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "tariffEffect",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "daysEffect",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "name": "baselineDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tariffChanged",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "unitPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "baselineUnitPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "BillComparison",
  "abstractKey": null
};
})();

(node as any).hash = "a8ea60a6afa4332a763799d1502c509e";

export default node;
