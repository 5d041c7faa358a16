/**
 * @generated SignedSource<<faa8490a7694a2801606a86af544a9f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PvConnectionVoltage = "LV" | "MV_11KV" | "MV_22KV" | "%future added value";
export type PvParkStatus = "DECOMMISSIONED" | "OPERATING" | "PLANNED" | "UNDER_CONSTRUCTION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PvParkForm_pvPark$data = {
  readonly commissionedOn: any | null | undefined;
  readonly connectionVoltage: PvConnectionVoltage;
  readonly contactEmail: string | null | undefined;
  readonly contactPhone: string | null | undefined;
  readonly element: {
    readonly code: string;
  } | null | undefined;
  readonly exportCapacityKw: number;
  readonly id: string;
  readonly installedCapacityKwp: number;
  readonly latitude: number | null | undefined;
  readonly licenceNumber: string;
  readonly longitude: number | null | undefined;
  readonly name: string;
  readonly operator: string;
  readonly status: PvParkStatus;
  readonly town: string;
  readonly " $fragmentType": "PvParkForm_pvPark";
};
export type PvParkForm_pvPark$key = {
  readonly " $data"?: PvParkForm_pvPark$data;
  readonly " $fragmentSpreads": FragmentRefs<"PvParkForm_pvPark">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PvParkForm_pvPark",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licenceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operator",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "installedCapacityKwp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exportCapacityKw",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "connectionVoltage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "element",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "town",
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
      "name": "commissionedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    }
  ],
  "type": "PvPark",
  "abstractKey": null
};

(node as any).hash = "a2a23505bf77556301dfb6d345fa20d1";

export default node;
