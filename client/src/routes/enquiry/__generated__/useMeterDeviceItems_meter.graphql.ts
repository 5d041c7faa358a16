/**
 * @generated SignedSource<<7b426b04b120a172321297c5fe7a9fb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterCondition = "FAIR" | "FAULTY" | "GOOD" | "POOR" | "%future added value";
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type useMeterDeviceItems_meter$data = {
  readonly condition: MeterCondition | null | undefined;
  readonly conversionFactor: number | null | undefined;
  readonly dials: number;
  readonly make: string;
  readonly serialNo: string;
  readonly size: string;
  readonly unit: MeterUnit;
  readonly warehouse: string | null | undefined;
  readonly " $fragmentType": "useMeterDeviceItems_meter";
};
export type useMeterDeviceItems_meter$key = {
  readonly " $data"?: useMeterDeviceItems_meter$data;
  readonly " $fragmentSpreads": FragmentRefs<"useMeterDeviceItems_meter">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useMeterDeviceItems_meter",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serialNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "make",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "condition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conversionFactor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warehouse",
      "storageKey": null
    }
  ],
  "type": "Meter",
  "abstractKey": null
};

(node as any).hash = "69aa9fead858da3c8da0abd0bc9c676f";

export default node;
