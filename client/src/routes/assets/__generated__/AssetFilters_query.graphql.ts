/**
 * @generated SignedSource<<2255b5f80706510b081a209578515df9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssetFilters_query$data = {
  readonly elementStations: ReadonlyArray<{
    readonly code: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "AssetFilters_query";
};
export type AssetFilters_query$key = {
  readonly " $data"?: AssetFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetFilters_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "elementStations",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3732a275a4a7d2707c0ceec659a91d38";

export default node;
