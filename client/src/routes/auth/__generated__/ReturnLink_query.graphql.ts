/**
 * @generated SignedSource<<ec8af89f5be3d3160ff1331ec12d0753>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReturnLink_query$data = {
  readonly returnLink: ReadonlyArray<{
    readonly text: string | null | undefined;
    readonly textId: number;
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "textId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": "texts(ids:[47,48])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f599443182e0feb5e189c382c0c985b2";

export default node;
