/**
 * @generated SignedSource<<ad6493fa3bac06d41d207cc0c8ad741a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterAccess = "ACCESSIBLE" | "DOG" | "LOCKED" | "NO_ACCESS" | "OBSTRUCTED" | "UNSAFE" | "%future added value";
export type MeterCaptureStatus = "COMPLETED" | "NON_EDITABLE" | "OUTSTANDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EntryListItem_entry$data = {
  readonly access: MeterAccess | null | undefined;
  readonly address: string;
  readonly meterRef: string;
  readonly reading: number | null | undefined;
  readonly sequence: number;
  readonly status: MeterCaptureStatus;
  readonly " $fragmentType": "EntryListItem_entry";
};
export type EntryListItem_entry$key = {
  readonly " $data"?: EntryListItem_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntryListItem_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntryListItem_entry",
  "selections": [
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
      "name": "address",
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
      "name": "access",
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

(node as any).hash = "486cf6ecdba9b33faa84b13137b7e673";

export default node;
