/**
 * @generated SignedSource<<0caa77b75536c802d231f1907455c82c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HalfHourRecords_account$data = {
  readonly halfHourConsumptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly day: string;
        readonly id: string;
        readonly importedAt: any;
        readonly meterRef: string;
        readonly period: number;
        readonly quantity: number;
        readonly unit: MeterUnit;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "HalfHourRecords_account";
};
export type HalfHourRecords_account$key = {
  readonly " $data"?: HalfHourRecords_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"HalfHourRecords_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HalfHourRecords_account",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "HalfHourConsumptionConnection",
      "kind": "LinkedField",
      "name": "halfHourConsumptions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HalfHourConsumptionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "HalfHourConsumption",
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
                  "name": "meterRef",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "day",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "period",
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
                  "name": "importedAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "halfHourConsumptions(first:50)"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "4042f4eee5a7ccbe50769daa5b79170b";

export default node;
