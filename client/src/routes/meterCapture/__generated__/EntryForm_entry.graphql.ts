/**
 * @generated SignedSource<<d5d8592bbdae1f3794ce56bb83af7594>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterAccess = "ACCESSIBLE" | "DOG" | "LOCKED" | "NO_ACCESS" | "OBSTRUCTED" | "UNSAFE" | "%future added value";
export type MeterCaptureReason = "FINAL" | "REGULAR" | "REREAD" | "%future added value";
export type MeterCaptureStatus = "COMPLETED" | "NON_EDITABLE" | "OUTSTANDING" | "%future added value";
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EntryForm_entry$data = {
  readonly access: MeterAccess | null | undefined;
  readonly address: string;
  readonly clockedOver: boolean;
  readonly comment: string | null | undefined;
  readonly connectionNumber: string;
  readonly consumption: number | null | undefined;
  readonly dials: number;
  readonly editable: boolean;
  readonly hasPhoto: boolean;
  readonly id: string;
  readonly maxReading: number;
  readonly meterId: string;
  readonly meterRef: string;
  readonly previousReadAt: any | null | undefined;
  readonly previousReading: number | null | undefined;
  readonly readAt: any | null | undefined;
  readonly reading: number | null | undefined;
  readonly reason: MeterCaptureReason | null | undefined;
  readonly sequence: number;
  readonly serialNo: string;
  readonly status: MeterCaptureStatus;
  readonly unit: MeterUnit;
  readonly " $fragmentType": "EntryForm_entry";
};
export type EntryForm_entry$key = {
  readonly " $data"?: EntryForm_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntryForm_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntryForm_entry",
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
      "name": "meterId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sequence",
      "storageKey": null
    },
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
      "name": "dials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxReading",
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "connectionNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previousReading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previousReadAt",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clockedOver",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consumption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "access",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPhoto",
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
      "name": "editable",
      "storageKey": null
    }
  ],
  "type": "MeterCaptureEntry",
  "abstractKey": null
};

(node as any).hash = "be1de20c416973b20feb3201905f4816";

export default node;
