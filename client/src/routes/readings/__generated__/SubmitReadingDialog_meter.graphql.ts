/**
 * @generated SignedSource<<5656415956660ab5edb95974601cc4bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SubmitReadingDialog_meter$data = {
  readonly id: string;
  readonly latestReading: {
    readonly reading: number;
  } | null | undefined;
  readonly maxReading: number;
  readonly meterRef: string;
  readonly unit: MeterUnit;
  readonly " $fragmentType": "SubmitReadingDialog_meter";
};
export type SubmitReadingDialog_meter$key = {
  readonly " $data"?: SubmitReadingDialog_meter$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmitReadingDialog_meter">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubmitReadingDialog_meter",
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
      "name": "unit",
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
      "concreteType": "MeterReading",
      "kind": "LinkedField",
      "name": "latestReading",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reading",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Meter",
  "abstractKey": null
};

(node as any).hash = "5312f762d48736c9b136cf232f0367ab";

export default node;
