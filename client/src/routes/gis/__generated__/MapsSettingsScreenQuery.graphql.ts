/**
 * @generated SignedSource<<c68570baf67fad9f93f29a3976681812>>
 * @relayHash c75333917d127953d4cdfa84c923d076
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5258db92f96cd33f7a197503844135a6fb3a730df61cc1a7e4eb129b8187a50

import type { ConcreteRequest } from 'relay-runtime';
export type MapLayer = "CONNECTIONS" | "ELEMENTS" | "METERS" | "PROPERTIES" | "%future added value";
export type MapsSettingsScreenQuery$variables = Record<PropertyKey, never>;
export type MapsSettingsScreenQuery$data = {
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
  readonly organisation: {
    readonly name: string;
  };
};
export type MapsSettingsScreenQuery = {
  response: MapsSettingsScreenQuery$data;
  variables: MapsSettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GisMap",
    "kind": "LinkedField",
    "name": "gisMaps",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapId",
        "storageKey": null
      },
      (v0/*:: as any*/),
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
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "organisation",
    "plural": false,
    "selections": [
      (v0/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MapsSettingsScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MapsSettingsScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d5258db92f96cd33f7a197503844135a6fb3a730df61cc1a7e4eb129b8187a50",
    "metadata": {},
    "name": "MapsSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71258ba2aec51de3ac2da2e846158932";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
