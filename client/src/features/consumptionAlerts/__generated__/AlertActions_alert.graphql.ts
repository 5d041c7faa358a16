/**
 * @generated SignedSource<<fbadd257035a0f406721291c1fb9fd9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ConsumptionAlertStatus = "DISMISSED" | "OPEN" | "VISIT_REQUESTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AlertActions_alert$data = {
  readonly id: string;
  readonly status: ConsumptionAlertStatus;
  readonly visitApplication: {
    readonly applicationType: number;
    readonly name: string;
    readonly portalApplicationId: number;
  } | null | undefined;
  readonly " $fragmentType": "AlertActions_alert";
};
export type AlertActions_alert$key = {
  readonly " $data"?: AlertActions_alert$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlertActions_alert">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlertActions_alert",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Application",
      "kind": "LinkedField",
      "name": "visitApplication",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "applicationType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "portalApplicationId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ConsumptionAlert",
  "abstractKey": null
};

(node as any).hash = "e0efa1009de4103ebdce977faee00897";

export default node;
