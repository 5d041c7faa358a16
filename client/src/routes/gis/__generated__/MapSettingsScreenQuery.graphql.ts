/**
 * @generated SignedSource<<24af1a669fffc870461e24c7472a8dba>>
 * @relayHash cf48fdcf133b6ca5ef42238886e2cc51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a915e800e119a2a20e16ca3640d2c3066ab885cf098a51e5a21cb4bc0567ec13

import type { ConcreteRequest } from 'relay-runtime';
export type MapLayer = "CONNECTIONS" | "ELEMENTS" | "METERS" | "PROPERTIES" | "%future added value";
export type MapSettingsScreenQuery$variables = Record<PropertyKey, never>;
export type MapSettingsScreenQuery$data = {
  readonly gisMaps: ReadonlyArray<{
    readonly layers: ReadonlyArray<{
      readonly colour: string;
      readonly layer: MapLayer;
      readonly visible: boolean;
    }>;
    readonly mapId: number;
    readonly name: string;
  }>;
  readonly organisation: {
    readonly name: string;
  };
};
export type MapSettingsScreenQuery = {
  response: MapSettingsScreenQuery$data;
  variables: MapSettingsScreenQuery$variables;
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
    "name": "MapSettingsScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MapSettingsScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a915e800e119a2a20e16ca3640d2c3066ab885cf098a51e5a21cb4bc0567ec13",
    "metadata": {},
    "name": "MapSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "072f68ad95ce0af3c5063b9adbe2967d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
