/**
 * @generated SignedSource<<d8e25ec2ad56ca99f9106fbeb73d2460>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type propertyGroups_property$data = {
  readonly groupName: string;
  readonly number: number;
  readonly " $fragmentType": "propertyGroups_property";
};
export type propertyGroups_property$key = {
  readonly " $data"?: propertyGroups_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"propertyGroups_property">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "propertyGroups_property"
};

(node as any).hash = "e9f9183ead434194814be8e027497dcf";

export default node;
