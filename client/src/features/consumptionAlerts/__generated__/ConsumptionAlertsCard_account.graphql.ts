/**
 * @generated SignedSource<<d51c99b3b12d112da74d31ffd1361f3d>>
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
        readonly status: ConsumptionAlertStatus;
        readonly " $fragmentSpreads": FragmentRefs<"alertTexts_alert">;
      };
    }>;
  };
  readonly " $fragmentType": "ConsumptionAlertsCard_account";
};
export type ConsumptionAlertsCard_account$key = {
  readonly " $data"?: ConsumptionAlertsCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsumptionAlertsCard_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "alertTexts_alert",
                  "selections": [
                    (v0/*:: as any*/),
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
                  "args": null,
                  "argumentDefinitions": []
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
})();

(node as any).hash = "1ef02ce8cfead681f1d42e2d0babf3be";

export default node;
