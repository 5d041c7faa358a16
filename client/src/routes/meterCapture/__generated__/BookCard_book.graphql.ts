/**
 * @generated SignedSource<<44d0920b3082f25211b257f24b0bc69b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookCard_book$data = {
  readonly book: string;
  readonly completedCount: number;
  readonly nonEditableCount: number;
  readonly totalCount: number;
  readonly walks: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WalkProgress_walk">;
  }>;
  readonly " $fragmentType": "BookCard_book";
};
export type BookCard_book$key = {
  readonly " $data"?: BookCard_book$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookCard_book">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookCard_book",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "book",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nonEditableCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MeterCaptureWalk",
      "kind": "LinkedField",
      "name": "walks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "WalkProgress_walk"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MeterCaptureBook",
  "abstractKey": null
};

(node as any).hash = "41a82668148fc62fec51e3a7083234d3";

export default node;
