/**
 * @generated SignedSource<<fb9539f233278b176626d7d625af3746>>
 * @relayHash e23a63c01a8357165c26cb6994451706
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a9dc52bea3f7753030ceac214a9d9809406e1c811690100c9543c1a34da7f49

import type { ConcreteRequest } from 'relay-runtime';
export type GisImageLayer = "BACKGROUND" | "ELEMENTS" | "%future added value";
export type mapServerImagesQuery$variables = {
  bbox: ReadonlyArray<number>;
  height: number;
  layer: GisImageLayer;
  width: number;
};
export type mapServerImagesQuery$data = {
  readonly gisMapImage: string | null | undefined;
};
export type mapServerImagesQuery = {
  response: mapServerImagesQuery$data;
  variables: mapServerImagesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bbox"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "height"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "layer"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "width"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bbox",
        "variableName": "bbox"
      },
      {
        "kind": "Variable",
        "name": "height",
        "variableName": "height"
      },
      {
        "kind": "Variable",
        "name": "layer",
        "variableName": "layer"
      },
      {
        "kind": "Variable",
        "name": "width",
        "variableName": "width"
      }
    ],
    "kind": "ScalarField",
    "name": "gisMapImage",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mapServerImagesQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mapServerImagesQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "7a9dc52bea3f7753030ceac214a9d9809406e1c811690100c9543c1a34da7f49",
    "metadata": {},
    "name": "mapServerImagesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "10d7e70a14953e82be8e4c7840145242";

export default node;
