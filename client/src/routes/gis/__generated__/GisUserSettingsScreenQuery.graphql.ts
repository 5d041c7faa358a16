/**
 * @generated SignedSource<<80bbff1c3681b8ab2e25c19640eaf8c7>>
 * @relayHash 98e3c967d37ce59e75decb200f0a445e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 512d953ae10ec3d5667edf65cd82a2637c7e525ca492f3fb6ae298c2b93ad4a1

import type { ConcreteRequest } from 'relay-runtime';
export type MapLayer = "CONNECTIONS" | "ELEMENTS" | "METERS" | "PROPERTIES" | "%future added value";
export type GisUserSettingsScreenQuery$variables = Record<PropertyKey, never>;
export type GisUserSettingsScreenQuery$data = {
  readonly gisMaps: ReadonlyArray<{
    readonly mapId: number;
    readonly name: string;
  }>;
  readonly gisUserSettings: {
    readonly defaultMap: {
      readonly mapId: number;
    } | null | undefined;
    readonly lastExtent: ReadonlyArray<number> | null | undefined;
    readonly updatedOn: any | null | undefined;
    readonly visibleLayers: ReadonlyArray<MapLayer> | null | undefined;
  };
  readonly organisation: {
    readonly name: string;
  };
};
export type GisUserSettingsScreenQuery = {
  response: GisUserSettingsScreenQuery$data;
  variables: GisUserSettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GisMap",
    "kind": "LinkedField",
    "name": "gisMaps",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
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
          (v0/*:: as any*/)
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedOn",
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
      (v1/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GisUserSettingsScreenQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GisUserSettingsScreenQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "512d953ae10ec3d5667edf65cd82a2637c7e525ca492f3fb6ae298c2b93ad4a1",
    "metadata": {},
    "name": "GisUserSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b5f739e4b4bdcf93a4d5215af966b9de";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
