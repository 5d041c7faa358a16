/**
 * @generated SignedSource<<e3b4ac3baa8f22f67ca550925b625edb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShowOnMapLink_query$data = {
  readonly viewer: {
    readonly user: {
      readonly features: {
        readonly webGis: boolean;
      };
    } | null | undefined;
  };
  readonly " $fragmentType": "ShowOnMapLink_query";
};
export type ShowOnMapLink_query$key = {
  readonly " $data"?: ShowOnMapLink_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShowOnMapLink_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShowOnMapLink_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "UserFeatures",
              "kind": "LinkedField",
              "name": "features",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "webGis",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d74f67e1e839ebf34404cb4cbb3e33c9";

export default node;
