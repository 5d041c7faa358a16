/**
 * @generated SignedSource<<be707aa9cf229043647559cff8d0deb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SampleForm_points$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"sampleOptions_point">;
  readonly " $fragmentType": "SampleForm_points";
}>;
export type SampleForm_points$key = ReadonlyArray<{
  readonly " $data"?: SampleForm_points$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleForm_points">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SampleForm_points",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "sampleOptions_point",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "samplingPointId",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "SamplingPoint",
  "abstractKey": null
};
})();

(node as any).hash = "dbfcf680b12b52ff2692d6765ddfca2d";

export default node;
