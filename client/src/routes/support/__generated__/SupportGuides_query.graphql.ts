/**
 * @generated SignedSource<<7f192a6464336863246869f64f4b1c2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SupportGuides_query$data = {
  readonly appGuide: {
    readonly downloadUrl: string | null | undefined;
    readonly exists: boolean;
  };
  readonly mapGuide: {
    readonly downloadUrl: string | null | undefined;
    readonly exists: boolean;
  };
  readonly " $fragmentType": "SupportGuides_query";
};
export type SupportGuides_query$key = {
  readonly " $data"?: SupportGuides_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupportGuides_query">;
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
  "name": "SupportGuides_query",
  "selections": [
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

(node as any).hash = "8d1cee25167f5f5b866830679af9d2c8";

export default node;
