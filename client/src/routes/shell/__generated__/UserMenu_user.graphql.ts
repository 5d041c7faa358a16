/**
 * @generated SignedSource<<86632d3ecdd496141edf35a0f6edba5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserMenu_user$data = {
  readonly name: string;
  readonly " $fragmentType": "UserMenu_user";
};
export type UserMenu_user$key = {
  readonly " $data"?: UserMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3f22a3976933d5849847bce0f301429a";

export default node;
