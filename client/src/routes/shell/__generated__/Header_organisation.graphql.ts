/**
 * @generated SignedSource<<d20f2bf4a2698eb7ec851af16274132d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Header_organisation$data = {
  readonly logo: string | null | undefined;
  readonly name: string;
  readonly shortName: string;
  readonly " $fragmentType": "Header_organisation";
};
export type Header_organisation$key = {
  readonly " $data"?: Header_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_organisation",
  "selections": [
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
      "name": "shortName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logo",
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "a0017ece33f0190d25d79806c921da13";

export default node;
