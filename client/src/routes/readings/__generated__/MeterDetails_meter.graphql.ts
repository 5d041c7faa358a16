/**
 * @generated SignedSource<<a80b51339fb5bb6064b03c91d821c6a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MeterDetails_meter$data = {
  readonly dials: number;
  readonly latestReading: {
    readonly readAt: any;
    readonly reading: number;
  } | null | undefined;
  readonly make: string;
  readonly meterRef: string;
  readonly serialNo: string;
  readonly size: string;
  readonly unit: MeterUnit;
  readonly " $fragmentSpreads": FragmentRefs<"SubmitReadingDialog_meter">;
  readonly " $fragmentType": "MeterDetails_meter";
};
export type MeterDetails_meter$key = {
  readonly " $data"?: MeterDetails_meter$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeterDetails_meter">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MeterDetails_meter",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "meterRef",
      "storageKey": null
    },
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
      "concreteType": "MeterReading",
      "kind": "LinkedField",
      "name": "latestReading",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reading",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "readAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubmitReadingDialog_meter"
    }
  ],
  "type": "Meter",
  "abstractKey": null
};

(node as any).hash = "08f42fc863625d5f7331eee4808e5d0e";

export default node;
