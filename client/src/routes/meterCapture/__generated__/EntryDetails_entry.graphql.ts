/**
 * @generated SignedSource<<4bb81ef66798474476e2a0cc894e1199>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterCaptureStatus = "COMPLETED" | "NON_EDITABLE" | "OUTSTANDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EntryDetails_entry$data = {
  readonly address: string;
  readonly connectionNumber: string;
  readonly dials: number;
  readonly id: string;
  readonly meterId: string;
  readonly meterRef: string;
  readonly previousReadAt: any | null | undefined;
  readonly previousReading: number | null | undefined;
  readonly readAt: any | null | undefined;
  readonly sequence: number;
  readonly serialNo: string;
  readonly status: MeterCaptureStatus;
  readonly " $fragmentType": "EntryDetails_entry";
};
export type EntryDetails_entry$key = {
  readonly " $data"?: EntryDetails_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntryDetails_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntryDetails_entry",
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
      "name": "readAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "MeterCaptureEntry",
  "abstractKey": null
};

(node as any).hash = "7057ee761c28bbd652fdb51d0588e0f3";

export default node;
