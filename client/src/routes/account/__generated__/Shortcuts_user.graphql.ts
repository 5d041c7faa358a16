/**
 * @generated SignedSource<<23a6f90884090521dc520751dc49b4a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Shortcuts_user$data = {
  readonly contactUsUrl: string | null | undefined;
  readonly showContactUsEmail: boolean;
  readonly " $fragmentType": "Shortcuts_user";
};
export type Shortcuts_user$key = {
  readonly " $data"?: Shortcuts_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"Shortcuts_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Shortcuts_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showContactUsEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactUsUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0629cfa7fdc58a532df9afe5c12c2b6f";

export default node;
