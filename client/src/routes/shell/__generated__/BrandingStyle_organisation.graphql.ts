/**
 * @generated SignedSource<<aecd89301d2736037fc636ec339e32fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandingStyle_organisation$data = {
  readonly branding: {
    readonly accent: string;
    readonly loginPrimary: string;
    readonly loginSecondary: string;
    readonly main: string;
    readonly secondary: string;
  };
  readonly " $fragmentType": "BrandingStyle_organisation";
};
export type BrandingStyle_organisation$key = {
  readonly " $data"?: BrandingStyle_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandingStyle_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandingStyle_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Branding",
      "kind": "LinkedField",
      "name": "branding",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "main",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "secondary",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "loginPrimary",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "loginSecondary",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "35e8b2249bd9edae9c448cf61ff99fd3";

export default node;
