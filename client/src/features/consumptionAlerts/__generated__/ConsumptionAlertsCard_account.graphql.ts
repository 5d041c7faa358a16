/**
 * @generated SignedSource<<0f2cdb00023438002c0bd0638c75f259>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ConsumptionAlertKind = "HIGH_USAGE" | "IMPLAUSIBLE_READING" | "LEAK" | "%future added value";
export type ConsumptionAlertStatus = "DISMISSED" | "OPEN" | "VISIT_REQUESTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ConsumptionAlertsCard_account$data = {
  readonly consumptionAlerts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly kind: ConsumptionAlertKind;
        readonly meterRef: string;
        readonly periodFrom: any;
        readonly periodTo: any;
        readonly status: ConsumptionAlertStatus;
      };
    }>;
  };
  readonly " $fragmentType": "ConsumptionAlertsCard_account";
};
export type ConsumptionAlertsCard_account$key = {
  readonly " $data"?: ConsumptionAlertsCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsumptionAlertsCard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsumptionAlertsCard_account",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        },
        {
          "kind": "Literal",
          "name": "status",
          "value": "OPEN"
        }
      ],
      "concreteType": "ConsumptionAlertConnection",
      "kind": "LinkedField",
      "name": "consumptionAlerts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ConsumptionAlertEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ConsumptionAlert",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "kind",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
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
                  "name": "periodFrom",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "periodTo",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "consumptionAlerts(first:5,status:\"OPEN\")"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "61c48f82dba211efaecd76dc3152ea5e";

export default node;
