/**
 * @generated SignedSource<<5d4c8bcf4fed828d6da6fcb6610f300e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type sampleOptions_point$data = {
  readonly element: {
    readonly code: string;
    readonly name: string;
  };
  readonly name: string;
  readonly samplingPointId: number;
  readonly " $fragmentType": "sampleOptions_point";
};
export type sampleOptions_point$key = {
  readonly " $data"?: sampleOptions_point$data;
  readonly " $fragmentSpreads": FragmentRefs<"sampleOptions_point">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "sampleOptions_point"
};

(node as any).hash = "613ea0a7f5f110f5813ce6156000af1a";

export default node;
