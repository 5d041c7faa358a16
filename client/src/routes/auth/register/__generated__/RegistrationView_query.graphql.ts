/**
 * @generated SignedSource<<ceccb95b9f1d044e045e68fa8b326aa3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RegistrationView_query$data = {
  readonly accountExampleImage: string | null | undefined;
  readonly registrationTexts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"useServerTexts_texts">;
  }>;
  readonly " $fragmentType": "RegistrationView_query";
};
export type RegistrationView_query$key = {
  readonly " $data"?: RegistrationView_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationView_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrationView_query",
  "selections": [
    {
      "alias": "registrationTexts",
      "args": [
        {
          "kind": "Literal",
          "name": "ids",
          "value": [
            39,
            49,
            55,
            56,
            58,
            59,
            86
          ]
        }
      ],
      "concreteType": "Text",
      "kind": "LinkedField",
      "name": "texts",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "useServerTexts_texts"
        }
      ],
      "storageKey": "texts(ids:[39,49,55,56,58,59,86])"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountExampleImage",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "cac25d8236a3b66afae05918aec49c1d";

export default node;
