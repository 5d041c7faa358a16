/**
 * @generated SignedSource<<6260090e96b089314b0ac1f0e5de420e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeButton_settings$data = {
  readonly homeButtonUrl: string | null | undefined;
  readonly " $fragmentType": "HomeButton_settings";
};
export type HomeButton_settings$key = {
  readonly " $data"?: HomeButton_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeButton_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeButton_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "homeButtonUrl",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "fbc74499edb923c3ff3c2d5b97119453";

export default node;
