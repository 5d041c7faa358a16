/**
 * @generated SignedSource<<b68e968d3984c306e41355ae01d1c9a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WelcomeBanner_query$data = {
  readonly welcomeMessage: string | null | undefined;
  readonly " $fragmentType": "WelcomeBanner_query";
};
export type WelcomeBanner_query$key = {
  readonly " $data"?: WelcomeBanner_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WelcomeBanner_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WelcomeBanner_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "welcomeMessage",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "06b5cd998697da46c958fcc1ebdbe1d6";

export default node;
