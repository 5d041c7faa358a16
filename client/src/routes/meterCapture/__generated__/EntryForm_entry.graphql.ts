/**
 * @generated SignedSource<<f8e5c6c472958907e94198eeac1fc8e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterAccess = "ACCESSIBLE" | "DOG" | "LOCKED" | "NO_ACCESS" | "OBSTRUCTED" | "UNSAFE" | "%future added value";
export type MeterCaptureReason = "FINAL" | "REGULAR" | "REREAD" | "%future added value";
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EntryForm_entry$data = {
  readonly access: MeterAccess | null | undefined;
  readonly clockedOver: boolean;
  readonly comment: string | null | undefined;
  readonly editable: boolean;
  readonly hasPhoto: boolean;
  readonly id: string;
  readonly maxReading: number;
  readonly meterRef: string;
  readonly previousReading: number | null | undefined;
  readonly reading: number | null | undefined;
  readonly reason: MeterCaptureReason | null | undefined;
  readonly unit: MeterUnit;
  readonly " $fragmentSpreads": FragmentRefs<"EntryDetails_entry">;
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
      "name": "meterRef",
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
      "name": "previousReading",
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
      "name": "editable",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EntryDetails_entry"
    }
  ],
  "type": "MeterCaptureEntry",
  "abstractKey": null
};

(node as any).hash = "b239309bbf2e821fefead954fdd8f10f";

export default node;
