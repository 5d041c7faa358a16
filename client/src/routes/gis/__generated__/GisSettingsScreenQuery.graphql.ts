/**
 * @generated SignedSource<<3e1787b77fb8dcebcbe8c215cdb85f0c>>
 * @relayHash c9a319f37e669d6e3ec43121d415d794
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2476551aba4934d300e9ffd8726043db285a254e2a023982bb05f0a2ab5efc0

import type { ConcreteRequest } from 'relay-runtime';
export type GisServerType = "NONE" | "WFS" | "WMS" | "%future added value";
export type GisSettingsScreenQuery$variables = Record<PropertyKey, never>;
export type GisSettingsScreenQuery$data = {
  readonly gisSettings: {
    readonly backgroundLayer: string | null | undefined;
    readonly elementLayerName: string | null | undefined;
    readonly serverType: GisServerType;
    readonly serverUrl: string | null | undefined;
    readonly updatedOn: any | null | undefined;
    readonly workspace: string | null | undefined;
  };
  readonly organisation: {
    readonly name: string;
  };
};
export type GisSettingsScreenQuery = {
  response: GisSettingsScreenQuery$data;
  variables: GisSettingsScreenQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "workspace",
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
    "name": "GisSettingsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GisSettingsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e2476551aba4934d300e9ffd8726043db285a254e2a023982bb05f0a2ab5efc0",
    "metadata": {},
    "name": "GisSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "575db1c03acca3c7baf56303c0084743";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
