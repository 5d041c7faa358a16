/**
 * @generated SignedSource<<5c3bdec1aaa54eff660355dd8b233768>>
 * @relayHash 13a8a5c0be7e1c4a2ecdcedf90ac2e89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e36e5422e7c29c63b0d2e9997b492affb8ce1785b141f320bebb84b31b9455d2

import type { ConcreteRequest } from 'relay-runtime';
export type GisServerType = "NONE" | "WFS" | "WMS" | "%future added value";
export type MapFeatureKind = "CONNECTION" | "ELEMENT" | "METER" | "PROPERTY" | "%future added value";
export type MapLayer = "CONNECTIONS" | "ELEMENTS" | "METERS" | "PROPERTIES" | "%future added value";
export type WebGisScreenQuery$variables = {
  find: string;
  hasFind: boolean;
};
export type WebGisScreenQuery$data = {
  readonly gisMaps: ReadonlyArray<{
    readonly centreLatitude: number;
    readonly centreLongitude: number;
    readonly layers: ReadonlyArray<{
      readonly colour: string;
      readonly layer: MapLayer;
      readonly visible: boolean;
    }>;
    readonly mapId: number;
    readonly name: string;
    readonly zoom: number;
  }>;
  readonly gisSettings: {
    readonly backgroundLayer: string | null | undefined;
    readonly elementLayerName: string | null | undefined;
    readonly serverType: GisServerType;
  };
  readonly gisUserSettings: {
    readonly defaultMap: {
      readonly mapId: number;
    } | null | undefined;
    readonly lastExtent: ReadonlyArray<number> | null | undefined;
    readonly visibleLayers: ReadonlyArray<MapLayer> | null | undefined;
  };
  readonly located?: {
    readonly connectionId: string | null | undefined;
    readonly elementId: number | null | undefined;
    readonly kind: MapFeatureKind;
    readonly label: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly objectId: string;
    readonly propertyId: string | null | undefined;
  } | null | undefined;
  readonly organisation: {
    readonly name: string;
  };
};
export type WebGisScreenQuery = {
  response: WebGisScreenQuery$data;
  variables: WebGisScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "find"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hasFind"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GisSettings",
    "kind": "LinkedField",
    "name": "gisSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serverType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "backgroundLayer",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "elementLayerName",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "GisMap",
    "kind": "LinkedField",
    "name": "gisMaps",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "centreLatitude",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "centreLongitude",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "zoom",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GisMapLayer",
        "kind": "LinkedField",
        "name": "layers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "layer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "visible",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "colour",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "GisUserSettings",
    "kind": "LinkedField",
    "name": "gisUserSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GisMap",
        "kind": "LinkedField",
        "name": "defaultMap",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "visibleLayers",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastExtent",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "condition": "hasFind",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": "located",
        "args": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "find"
          }
        ],
        "concreteType": "MapFeature",
        "kind": "LinkedField",
        "name": "locate",
        "plural": false,
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latitude",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "longitude",
            "storageKey": null
          },
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
      }
    ]
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "organisation",
    "plural": false,
    "selections": [
      (v2/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebGisScreenQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebGisScreenQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "e36e5422e7c29c63b0d2e9997b492affb8ce1785b141f320bebb84b31b9455d2",
    "metadata": {},
    "name": "WebGisScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f648349478c2bb916d2bdfa6e378259";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
