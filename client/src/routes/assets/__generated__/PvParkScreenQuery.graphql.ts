/**
 * @generated SignedSource<<aefe806bcd68a43183e2f8b9dd191f2e>>
 * @relayHash 317762458a0251edc77bec4e3b0d2695
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bda67fa169bbd761dc89aee457b8e9020673fd46affc56d6da0be2fef9f0336

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PvConnectionVoltage = "LV" | "MV_11KV" | "MV_22KV" | "%future added value";
export type PvParkStatus = "DECOMMISSIONED" | "OPERATING" | "PLANNED" | "UNDER_CONSTRUCTION" | "%future added value";
export type PvParkScreenQuery$variables = {
  parkId: number;
};
export type PvParkScreenQuery$data = {
  readonly pvPark: {
    readonly commissionedOn: any | null | undefined;
    readonly connectionVoltage: PvConnectionVoltage;
    readonly contactEmail: string | null | undefined;
    readonly contactPhone: string | null | undefined;
    readonly element: {
      readonly code: string;
      readonly elementId: number;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly exportCapacityKw: number;
    readonly id: string;
    readonly installedCapacityKwp: number;
    readonly latitude: number | null | undefined;
    readonly licenceNumber: string;
    readonly longitude: number | null | undefined;
    readonly name: string;
    readonly operator: string;
    readonly parkId: number;
    readonly status: PvParkStatus;
    readonly town: string;
    readonly " $fragmentSpreads": FragmentRefs<"PvParkForm_pvPark">;
  } | null | undefined;
};
export type PvParkScreenQuery = {
  response: PvParkScreenQuery$data;
  variables: PvParkScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "parkId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "parkId",
    "variableName": "parkId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parkId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licenceNumber",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "operator",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "installedCapacityKwp",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "exportCapacityKw",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "connectionVoltage",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "town",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latitude",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longitude",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commissionedOn",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactPhone",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactEmail",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Element",
  "kind": "LinkedField",
  "name": "element",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "elementId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PvParkScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PvPark",
        "kind": "LinkedField",
        "name": "pvPark",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PvParkForm_pvPark"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PvParkScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PvPark",
        "kind": "LinkedField",
        "name": "pvPark",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0bda67fa169bbd761dc89aee457b8e9020673fd46affc56d6da0be2fef9f0336",
    "metadata": {},
    "name": "PvParkScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0d1e6f0ab7387e5434e1b16b552891f6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
