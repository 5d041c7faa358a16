/**
 * @generated SignedSource<<a3aff69307450a6b7b81968aa900c3cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ConsumptionChart_account$data = {
  readonly consumption: ReadonlyArray<{
    readonly coveredDays: number;
    readonly periodStart: string;
    readonly quantity: number;
    readonly unit: MeterUnit;
  }>;
  readonly " $fragmentType": "ConsumptionChart_account";
};
export type ConsumptionChart_account$key = {
  readonly " $data"?: ConsumptionChart_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsumptionChart_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsumptionChart_account",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "months",
          "value": 24
        }
      ],
      "concreteType": "ConsumptionPoint",
      "kind": "LinkedField",
      "name": "consumption",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "periodStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
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
          "name": "coveredDays",
          "storageKey": null
        }
      ],
      "storageKey": "consumption(months:24)"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "702bb0a5ffd480c0c6ebe48af42cc8f2";

export default node;
