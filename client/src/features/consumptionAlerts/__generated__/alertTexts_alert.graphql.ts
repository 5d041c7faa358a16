/**
 * @generated SignedSource<<79c29e6e624a60cd0293f4209855d431>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type ConsumptionAlertKind = "HIGH_USAGE" | "IMPLAUSIBLE_READING" | "LEAK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type alertTexts_alert$data = {
  readonly kind: ConsumptionAlertKind;
  readonly meterRef: string;
  readonly periodFrom: any;
  readonly periodTo: any;
  readonly " $fragmentType": "alertTexts_alert";
};
export type alertTexts_alert$key = {
  readonly " $data"?: alertTexts_alert$data;
  readonly " $fragmentSpreads": FragmentRefs<"alertTexts_alert">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "alertTexts_alert"
};

(node as any).hash = "7187e1225b21af2e9f459021200da746";

export default node;
