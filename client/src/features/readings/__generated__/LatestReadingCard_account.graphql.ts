/**
 * @generated SignedSource<<63c127b61e48481843b4bb3cb9211ddf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LatestReadingCard_account$data = {
  readonly meters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly latestReading: {
          readonly readAt: any;
          readonly reading: number;
        } | null | undefined;
        readonly meterRef: string;
        readonly unit: MeterUnit;
      };
    }>;
  };
  readonly " $fragmentType": "LatestReadingCard_account";
};
export type LatestReadingCard_account$key = {
  readonly " $data"?: LatestReadingCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestReadingCard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestReadingCard_account",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "MeterConnection",
      "kind": "LinkedField",
      "name": "meters",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MeterEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Meter",
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
                  "name": "unit",
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
                      "name": "readAt",
                      "storageKey": null
                    },
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
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "meters(first:5)"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "4660312e912d60ba42982fff5cc88405";

export default node;
