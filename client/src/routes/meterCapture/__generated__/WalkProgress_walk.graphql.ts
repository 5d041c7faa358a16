/**
 * @generated SignedSource<<a71423d52e11e0a46aaa179060b669f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WalkProgress_walk$data = {
  readonly assignedTo: string | null | undefined;
  readonly book: string;
  readonly completedCount: number;
  readonly nonEditableCount: number;
  readonly outstandingCount: number;
  readonly totalCount: number;
  readonly walk: number;
  readonly " $fragmentType": "WalkProgress_walk";
};
export type WalkProgress_walk$key = {
  readonly " $data"?: WalkProgress_walk$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalkProgress_walk">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalkProgress_walk",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "book",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "walk",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outstandingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nonEditableCount",
      "storageKey": null
    }
  ],
  "type": "MeterCaptureWalk",
  "abstractKey": null
};

(node as any).hash = "0e1e4aa0a123cac9a7c457c570d25343";

export default node;
