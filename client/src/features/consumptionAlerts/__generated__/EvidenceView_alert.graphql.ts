/**
 * @generated SignedSource<<e032beb45ed6694b756a0aaeeb4cdbe2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ConsumptionAlertKind = "HIGH_USAGE" | "IMPLAUSIBLE_READING" | "LEAK" | "%future added value";
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EvidenceView_alert$data = {
  readonly evidence: {
    readonly points: ReadonlyArray<{
      readonly label: string;
      readonly value: number;
    }>;
    readonly threshold: number;
    readonly unit: MeterUnit;
  };
  readonly kind: ConsumptionAlertKind;
  readonly " $fragmentType": "EvidenceView_alert";
};
export type EvidenceView_alert$key = {
  readonly " $data"?: EvidenceView_alert$data;
  readonly " $fragmentSpreads": FragmentRefs<"EvidenceView_alert">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EvidenceView_alert",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConsumptionEvidence",
      "kind": "LinkedField",
      "name": "evidence",
      "plural": false,
      "selections": [
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
          "name": "threshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ConsumptionEvidencePoint",
          "kind": "LinkedField",
          "name": "points",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ConsumptionAlert",
  "abstractKey": null
};

(node as any).hash = "93d97f35455b334fdd2dcd7ba26f39c6";

export default node;
