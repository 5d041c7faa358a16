/**
 * @generated SignedSource<<27754c81ca265faddb5a667882347f34>>
 * @relayHash fe1ab1764da917badbe9187c3755437f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbbbada5e28f14a3be7a70a53a9cc2c995ee109cef6152376b435fa4a0b30b41

import type { ConcreteRequest } from 'relay-runtime';
export type GisServerType = "NONE" | "WFS" | "WMS" | "%future added value";
export type GisAdminHomeQuery$variables = Record<PropertyKey, never>;
export type GisAdminHomeQuery$data = {
  readonly gisMaps: ReadonlyArray<{
    readonly mapId: number;
  }>;
  readonly gisSettings: {
    readonly serverType: GisServerType;
    readonly serverUrl: string | null | undefined;
  };
  readonly organisation: {
    readonly name: string;
  };
};
export type GisAdminHomeQuery = {
  response: GisAdminHomeQuery$data;
  variables: GisAdminHomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "serverUrl",
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapId",
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GisAdminHomeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GisAdminHomeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "dbbbada5e28f14a3be7a70a53a9cc2c995ee109cef6152376b435fa4a0b30b41",
    "metadata": {},
    "name": "GisAdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4650e37ca1ea90b965248042922520ed";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
