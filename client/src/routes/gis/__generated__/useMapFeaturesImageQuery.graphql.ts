/**
 * @generated SignedSource<<bbfb8b1673e9ebda3e64ec2e97ea075a>>
 * @relayHash 65fad913c7d46501615c154e5edec56e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b91fe3c995509a40a22aa313b7d5b06adf38325fbe8ea9f77c9c0701e8e14a6

import type { ConcreteRequest } from 'relay-runtime';
export type GisImageLayer = "BACKGROUND" | "ELEMENTS" | "%future added value";
export type useMapFeaturesImageQuery$variables = {
  bbox: ReadonlyArray<number>;
  height: number;
  layer: GisImageLayer;
  width: number;
};
export type useMapFeaturesImageQuery$data = {
  readonly gisMapImage: string | null | undefined;
};
export type useMapFeaturesImageQuery = {
  response: useMapFeaturesImageQuery$data;
  variables: useMapFeaturesImageQuery$variables;
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
    "name": "useMapFeaturesImageQuery",
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
    "name": "useMapFeaturesImageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "7b91fe3c995509a40a22aa313b7d5b06adf38325fbe8ea9f77c9c0701e8e14a6",
    "metadata": {},
    "name": "useMapFeaturesImageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "84a391fb622c0a6fd13eaaaa6e1a4a57";

export default node;
