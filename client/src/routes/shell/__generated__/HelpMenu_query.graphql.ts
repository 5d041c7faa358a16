/**
 * @generated SignedSource<<8b602e310fffc823093f3131058d7444>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HelpMenu_query$data = {
  readonly appGuide: {
    readonly downloadUrl: string | null | undefined;
    readonly exists: boolean;
  };
  readonly helpVideos: ReadonlyArray<{
    readonly text: string | null | undefined;
  }>;
  readonly mapGuide: {
    readonly downloadUrl: string | null | undefined;
    readonly exists: boolean;
  };
  readonly " $fragmentType": "HelpMenu_query";
};
export type HelpMenu_query$key = {
  readonly " $data"?: HelpMenu_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpMenu_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "exists",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "downloadUrl",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HelpMenu_query",
  "selections": [
    {
      "alias": "helpVideos",
      "args": [
        {
          "kind": "Literal",
          "name": "ids",
          "value": [
            51
          ]
        }
      ],
      "concreteType": "Text",
      "kind": "LinkedField",
      "name": "texts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": "texts(ids:[51])"
    },
    {
      "alias": "appGuide",
      "args": [
        {
          "kind": "Literal",
          "name": "kind",
          "value": "APP_GUIDE"
        }
      ],
      "concreteType": "LocalizedFile",
      "kind": "LinkedField",
      "name": "localizedFile",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "localizedFile(kind:\"APP_GUIDE\")"
    },
    {
      "alias": "mapGuide",
      "args": [
        {
          "kind": "Literal",
          "name": "kind",
          "value": "MAP_GUIDE"
        }
      ],
      "concreteType": "LocalizedFile",
      "kind": "LinkedField",
      "name": "localizedFile",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "localizedFile(kind:\"MAP_GUIDE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "8187b5e3f20f5982173fc79177b4ac36";

export default node;
