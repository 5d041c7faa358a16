/**
 * @generated SignedSource<<2b680f9f74cbe5f8cc20cbfd89ad5062>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Header_settings$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LanguageMenu_settings">;
  readonly " $fragmentType": "Header_settings";
};
export type Header_settings$key = {
  readonly " $data"?: Header_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_settings",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LanguageMenu_settings"
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "694ca03d4d2ee7aa4ad7d4a5f750278e";

export default node;
