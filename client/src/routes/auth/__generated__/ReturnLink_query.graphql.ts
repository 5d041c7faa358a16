/**
 * @generated SignedSource<<55296ef7a56b407ffc81956e7272cd1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReturnLink_query$data = {
  readonly returnLink: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"useServerTexts_texts">;
  }>;
  readonly " $fragmentType": "ReturnLink_query";
};
export type ReturnLink_query$key = {
  readonly " $data"?: ReturnLink_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnLink_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReturnLink_query",
  "selections": [
    {
      "alias": "returnLink",
      "args": [
        {
          "kind": "Literal",
          "name": "ids",
          "value": [
            47,
            48
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
      "storageKey": "texts(ids:[47,48])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "bb5995954060a5a83c1bbb251064a293";

export default node;
