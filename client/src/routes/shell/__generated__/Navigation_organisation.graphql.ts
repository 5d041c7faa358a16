/**
 * @generated SignedSource<<1cff371472e7a6a538ec8817e0f177b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Navigation_organisation$data = {
  readonly enableIconsNavBar: boolean;
  readonly enablePrivacyPolicy: boolean;
  readonly enableSupportPage: boolean;
  readonly menuIcons: ReadonlyArray<{
    readonly image: string | null | undefined;
    readonly item: string;
  }>;
  readonly paymentLink: string | null | undefined;
  readonly paymentLinks: ReadonlyArray<{
    readonly link: string;
  }>;
  readonly showNavBarOnHover: boolean;
  readonly " $fragmentType": "Navigation_organisation";
};
export type Navigation_organisation$key = {
  readonly " $data"?: Navigation_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"Navigation_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Navigation_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enableIconsNavBar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showNavBarOnHover",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enableSupportPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enablePrivacyPolicy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentLink",
      "storageKey": null
    },
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
          "name": "link",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuIcon",
      "kind": "LinkedField",
      "name": "menuIcons",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "item",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "image",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "12df274d917b35363504256e2adbda77";

export default node;
