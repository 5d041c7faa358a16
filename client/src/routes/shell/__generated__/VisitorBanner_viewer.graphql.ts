/**
 * @generated SignedSource<<8f45de94140c88f9780aa336f7e16d59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VisitorBanner_viewer$data = {
  readonly visitorAccess: {
    readonly email: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "VisitorBanner_viewer";
};
export type VisitorBanner_viewer$key = {
  readonly " $data"?: VisitorBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitorBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitorBanner_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitorAccess",
      "kind": "LinkedField",
      "name": "visitorAccess",
      "plural": false,
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "02e7fc6d74b81e381fd0c925ecc07554";

export default node;
