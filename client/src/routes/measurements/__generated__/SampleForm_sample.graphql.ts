/**
 * @generated SignedSource<<1d496a5ad9c6e77614f329b9cc4f9c9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SampleAcceptability = "ACCEPTABLE" | "NOT_ACCEPTABLE" | "%future added value";
export type SampleAppearance = "CLEAR" | "TURBID" | "%future added value";
export type SampleOdour = "CHLORINE" | "NONE" | "OTHER" | "%future added value";
export type SampleResult = "FAIL" | "PASS" | "%future added value";
export type SampleStatus = "COLLECTED" | "RESULTS_ENTERED" | "SENT_TO_LAB" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SampleForm_sample$data = {
  readonly appearance: SampleAppearance | null | undefined;
  readonly colour: SampleAcceptability | null | undefined;
  readonly id: string;
  readonly labReference: string | null | undefined;
  readonly odour: SampleOdour | null | undefined;
  readonly overallResult: SampleResult | null | undefined;
  readonly remarks: string | null | undefined;
  readonly sampleNumber: string;
  readonly samplingPoint: {
    readonly samplingPointId: number;
    readonly " $fragmentSpreads": FragmentRefs<"sampleOptions_point">;
  };
  readonly status: SampleStatus;
  readonly takenAt: any;
  readonly takenBy: string | null | undefined;
  readonly taste: SampleAcceptability | null | undefined;
  readonly updatedAt: any;
  readonly " $fragmentType": "SampleForm_sample";
};
export type SampleForm_sample$key = {
  readonly " $data"?: SampleForm_sample$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleForm_sample">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "samplingPointId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SampleForm_sample",
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
      "name": "sampleNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "takenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "takenBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
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
      "name": "appearance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "odour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taste",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "colour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overallResult",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remarks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SamplingPoint",
      "kind": "LinkedField",
      "name": "samplingPoint",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "kind": "InlineDataFragmentSpread",
          "name": "sampleOptions_point",
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Element",
              "kind": "LinkedField",
              "name": "element",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "code",
                  "storageKey": null
                },
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Sample",
  "abstractKey": null
};
})();

(node as any).hash = "c63f2ffbe9054ca3331a5bf83c7eb2db";

export default node;
