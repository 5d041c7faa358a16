/**
 * @generated SignedSource<<482bb412eaa019aeb66d8eb2cf68dbf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SupportContact_query$data = {
  readonly settings: {
    readonly customerMobileAllowedPhoneCountries: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "SupportContact_query";
};
export type SupportContact_query$key = {
  readonly " $data"?: SupportContact_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupportContact_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupportContact_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerMobileAllowedPhoneCountries",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "bcfc1b852845b55f37905281404b29dd";

export default node;
