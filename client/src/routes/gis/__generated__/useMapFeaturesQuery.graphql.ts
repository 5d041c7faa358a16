/**
 * @generated SignedSource<<b458dc54e3bfd19109fe417836343866>>
 * @relayHash 2e7f227d342239dc758fa57e5062a0ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad1797328e7727f10e1df3ae06ed34cb7c80f7a866483033c1d84c05074092de

import { ConcreteRequest } from 'relay-runtime';
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
    "id": "ad1797328e7727f10e1df3ae06ed34cb7c80f7a866483033c1d84c05074092de",
    "metadata": {},
    "name": "useMapFeaturesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d4ea67be4dd464bab8e7cb16975a81ec";

export default node;
