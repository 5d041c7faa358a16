/**
 * @generated SignedSource<<454a5ba137679d52be678bb1c3a9ba75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ViewAsBanner_viewer$data = {
  readonly viewingAs: {
    readonly customerName: string;
    readonly employeeName: string;
    readonly expiresAt: any;
  } | null | undefined;
  readonly " $fragmentType": "ViewAsBanner_viewer";
};
export type ViewAsBanner_viewer$key = {
  readonly " $data"?: ViewAsBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewAsBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewAsBanner_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ViewingAs",
      "kind": "LinkedField",
      "name": "viewingAs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "employeeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "47e1157c646f01edcf5f93dd1c98a9d0";

export default node;
