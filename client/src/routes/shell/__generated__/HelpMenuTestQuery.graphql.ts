/**
 * @generated SignedSource<<bae9c7bd1856034daecb3e965dbf614b>>
 * @relayHash d65a83b10455f8e46457ae1b92cdee12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f404c1590d3ca54ca964f169f10ffdfad0951f2cf8ac3628cf2c4bf8e9f5aec6

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HelpMenuTestQuery$variables = Record<PropertyKey, never>;
export type HelpMenuTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HelpMenu_query">;
};
export type HelpMenuTestQuery = {
  response: HelpMenuTestQuery$data;
  variables: HelpMenuTestQuery$variables;
};

const node: ConcreteRequest = (function(){
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
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "LocalizedFile"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HelpMenuTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HelpMenu_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HelpMenuTestQuery",
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
    ]
  },
  "params": {
    "id": "f404c1590d3ca54ca964f169f10ffdfad0951f2cf8ac3628cf2c4bf8e9f5aec6",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "appGuide": (v1/*:: as any*/),
        "appGuide.downloadUrl": (v2/*:: as any*/),
        "appGuide.exists": (v3/*:: as any*/),
        "helpVideos": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Text"
        },
        "helpVideos.text": (v2/*:: as any*/),
        "mapGuide": (v1/*:: as any*/),
        "mapGuide.downloadUrl": (v2/*:: as any*/),
        "mapGuide.exists": (v3/*:: as any*/)
      }
    },
    "name": "HelpMenuTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0ef8ff8c423ab6e6189f3dec56df2d3e";

export default node;
