/**
 * @generated SignedSource<<9766b6ac30cbced1ccb49180054ed156>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Footer_organisation$data = {
  readonly name: string;
  readonly " $fragmentType": "Footer_organisation";
};
export type Footer_organisation$key = {
  readonly " $data"?: Footer_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Footer_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "f89e100c3f6e09084303a3a531ee7051";

export default node;
