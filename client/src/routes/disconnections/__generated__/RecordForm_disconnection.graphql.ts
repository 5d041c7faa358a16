/**
 * @generated SignedSource<<966d75dd244e8384c7360e4c3723b880>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecordForm_disconnection$data = {
  readonly clockOver: boolean;
  readonly comment: string | null | undefined;
  readonly dials: number | null | undefined;
  readonly finalReading: number | null | undefined;
  readonly finalReadingDate: any | null | undefined;
  readonly id: string;
  readonly previousReading: number;
  readonly " $fragmentType": "RecordForm_disconnection";
};
export type RecordForm_disconnection$key = {
  readonly " $data"?: RecordForm_disconnection$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordForm_disconnection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordForm_disconnection",
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
      "name": "previousReading",
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
      "name": "finalReading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finalReadingDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clockOver",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    }
  ],
  "type": "Disconnection",
  "abstractKey": null
};

(node as any).hash = "36214ca10609d2ea0cfd7fa9b2a2e5fb";

export default node;
