/**
 * @generated SignedSource<<eb15874c7a43891dc96ee5e3631d75bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewApplicationChooser_families$data = ReadonlyArray<{
  readonly code: string;
  readonly fee: {
    readonly amount: {
      readonly formatted: string;
    };
  } | null | undefined;
  readonly name: string;
  readonly summary: string;
  readonly " $fragmentType": "NewApplicationChooser_families";
}>;
export type NewApplicationChooser_families$key = ReadonlyArray<{
  readonly " $data"?: NewApplicationChooser_families$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewApplicationChooser_families">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NewApplicationChooser_families",
  "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationFee",
      "kind": "LinkedField",
      "name": "fee",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amount",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "formatted",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationFamily",
  "abstractKey": null
};

(node as any).hash = "d8f8072fe90a991c13a3d970fe97d4d3";

export default node;
