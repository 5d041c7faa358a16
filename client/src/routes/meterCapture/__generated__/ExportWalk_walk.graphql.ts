/**
 * @generated SignedSource<<213997fe4f0ce2978809574a7b7d8146>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExportWalk_walk$data = {
  readonly completedCount: number;
  readonly id: string;
  readonly " $fragmentType": "ExportWalk_walk";
};
export type ExportWalk_walk$key = {
  readonly " $data"?: ExportWalk_walk$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExportWalk_walk">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExportWalk_walk",
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
      "name": "completedCount",
      "storageKey": null
    }
  ],
  "type": "MeterCaptureWalk",
  "abstractKey": null
};

(node as any).hash = "73e8697dcb06be51836ef1898a0d04f1";

export default node;
