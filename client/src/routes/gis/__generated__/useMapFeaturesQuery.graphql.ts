/**
 * @generated SignedSource<<56b7e16d282cd37544472e0b0732bab9>>
 * @relayHash e7de1d7deaf8cc226c0ddf34b1c356f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0375764bc15419c997ee1ae98a8d239c5eb278a148b85803747efcf399ffa2f2

import type { ConcreteRequest } from 'relay-runtime';
export type MapFeatureKind = "CONNECTION" | "ELEMENT" | "METER" | "PROPERTY" | "%future added value";
export type MapLayer = "CONNECTIONS" | "ELEMENTS" | "METERS" | "PROPERTIES" | "%future added value";
export type useMapFeaturesQuery$variables = {
  bbox: ReadonlyArray<number>;
  layers?: ReadonlyArray<MapLayer> | null | undefined;
  limit?: number | null | undefined;
};
export type useMapFeaturesQuery$data = {
  readonly mapFeatures: {
    readonly clusters: ReadonlyArray<{
      readonly count: number;
      readonly latitude: number;
      readonly layer: MapLayer;
      readonly longitude: number;
    }>;
    readonly features: ReadonlyArray<{
      readonly connectionId: string | null | undefined;
      readonly elementId: number | null | undefined;
      readonly kind: MapFeatureKind;
      readonly label: string;
      readonly latitude: number;
      readonly longitude: number;
      readonly objectId: string;
      readonly propertyId: string | null | undefined;
    }>;
    readonly layers: ReadonlyArray<{
      readonly clustered: boolean;
      readonly layer: MapLayer;
      readonly totalCount: number;
    }>;
  };
};
export type useMapFeaturesQuery = {
  response: useMapFeaturesQuery$data;
  variables: useMapFeaturesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bbox"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "layers"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "limit"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latitude",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longitude",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "layer",
  "storageKey": null
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
        "name": "layers",
        "variableName": "layers"
      },
      {
        "kind": "Variable",
        "name": "limit",
        "variableName": "limit"
      }
    ],
    "concreteType": "MapFeatureSet",
    "kind": "LinkedField",
    "name": "mapFeatures",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MapFeature",
        "kind": "LinkedField",
        "name": "features",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "objectId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "propertyId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connectionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "elementId",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MapCluster",
        "kind": "LinkedField",
        "name": "clusters",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MapLayerCount",
        "kind": "LinkedField",
        "name": "layers",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clustered",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMapFeaturesQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMapFeaturesQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "0375764bc15419c997ee1ae98a8d239c5eb278a148b85803747efcf399ffa2f2",
    "metadata": {},
    "name": "useMapFeaturesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "abe29c9714a23804a844a56c581a1acf";

export default node;
