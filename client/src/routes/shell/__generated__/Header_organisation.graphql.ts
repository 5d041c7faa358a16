/**
 * @generated SignedSource<<e3711cdc9172c9503b1e158f146ad3c2>>
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
      "name": "logo",
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "5886a5bde2ac76bb6e6d4e5bbb41b993";

export default node;
