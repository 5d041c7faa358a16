/**
 * @generated SignedSource<<998de929d8a2258bfa829cbb8ee3c526>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SimpleLinkDialog_organisation$data = {
  readonly paymentLinks: ReadonlyArray<{
    readonly appendAccount: boolean;
    readonly icon: string | null | undefined;
    readonly link: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "SimpleLinkDialog_organisation";
};
export type SimpleLinkDialog_organisation$key = {
  readonly " $data"?: SimpleLinkDialog_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimpleLinkDialog_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimpleLinkDialog_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentLink",
      "kind": "LinkedField",
      "name": "paymentLinks",
      "plural": true,
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
          "name": "link",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "icon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appendAccount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "25b9a4d78a35e4fde7c4eedb1ed25b04";

export default node;
