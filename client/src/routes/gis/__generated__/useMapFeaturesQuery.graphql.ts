/**
 * @generated SignedSource<<8b0dbe28949e3e4efb7ae91f2a2524ac>>
 * @relayHash e671de5b758b1b3bb7b81bf36ab8cdb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dc32f984adeb792e4d28efcd76f59dd9e640b3a13a0a15ee31d9608290406b4

import type { ConcreteRequest } from 'relay-runtime';
export type MapFeatureKind = "CONNECTION" | "ELEMENT" | "METER" | "PROPERTY" | "%future added value";
export type MapLayer = "CONNECTIONS" | "ELEMENTS" | "METERS" | "PROPERTIES" | "%future added value";
export type useMapFeaturesQuery$variables = {
  bbox: ReadonlyArray<number>;
  columns?: number | null | undefined;
  layers?: ReadonlyArray<MapLayer> | null | undefined;
  limit?: number | null | undefined;
  rows?: number | null | undefined;
  view?: ReadonlyArray<number> | null | undefined;
};
export type useMapFeaturesQuery$data = {
  readonly mapFeatures: {
    readonly cells: ReadonlyArray<{
      readonly column: number;
      readonly count: number;
      readonly latitude: number;
      readonly layers: ReadonlyArray<{
        readonly count: number;
        readonly layer: MapLayer;
      }>;
      readonly longitude: number;
      readonly row: number;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bbox"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "columns"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "layers"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rows"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "view"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latitude",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longitude",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "layer",
  "storageKey": null
},
v10 = [
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
        "name": "columns",
        "variableName": "columns"
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
      },
      {
        "kind": "Variable",
        "name": "rows",
        "variableName": "rows"
      },
      {
        "kind": "Variable",
        "name": "view",
        "variableName": "view"
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
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
        "concreteType": "MapCell",
        "kind": "LinkedField",
        "name": "cells",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "column",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "row",
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MapCellLayer",
            "kind": "LinkedField",
            "name": "layers",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v8/*:: as any*/)
            ],
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
          (v9/*:: as any*/),
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMapFeaturesQuery",
    "selections": (v10/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useMapFeaturesQuery",
    "selections": (v10/*:: as any*/)
  },
  "params": {
    "id": "7dc32f984adeb792e4d28efcd76f59dd9e640b3a13a0a15ee31d9608290406b4",
    "metadata": {},
    "name": "useMapFeaturesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b2448dfb90dcaf0fc3d07df068ccd4ce";

export default node;
