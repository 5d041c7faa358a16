/**
 * @generated SignedSource<<f230f4f2880699938b125053cf09566a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LanguageMenu_settings$data = {
  readonly languages: ReadonlyArray<{
    readonly code: string;
  }>;
  readonly " $fragmentType": "LanguageMenu_settings";
};
export type LanguageMenu_settings$key = {
  readonly " $data"?: LanguageMenu_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"LanguageMenu_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LanguageMenu_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Language",
      "kind": "LinkedField",
      "name": "languages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "98a7ee1fccfbc65975b361bd7a7a313d";

export default node;
