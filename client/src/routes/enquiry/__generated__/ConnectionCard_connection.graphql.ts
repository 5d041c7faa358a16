/**
 * @generated SignedSource<<4b128668b091ef57bb9eb39d0e1e5554>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MeterCondition = "FAIR" | "FAULTY" | "GOOD" | "POOR" | "%future added value";
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
export type ServiceConnectionStatus = "ACTIVE" | "DISCONNECTED" | "PENDING" | "%future added value";
export type ServiceConnectionType = "COMMERCIAL" | "DOMESTIC" | "FIRE" | "IRRIGATION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConnectionCard_connection$data = {
  readonly book: string;
  readonly id: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly meters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly condition: MeterCondition | null | undefined;
        readonly conversionFactor: number | null | undefined;
        readonly dials: number;
        readonly id: string;
        readonly make: string;
        readonly meterRef: string;
        readonly serialNo: string;
        readonly size: string;
        readonly unit: MeterUnit;
        readonly warehouse: string | null | undefined;
      };
    }>;
  };
  readonly number: string;
  readonly sequence: number;
  readonly size: string;
  readonly status: ServiceConnectionStatus | null | undefined;
  readonly type: ServiceConnectionType | null | undefined;
  readonly walk: number;
  readonly " $fragmentType": "ConnectionCard_connection";
};
export type ConnectionCard_connection$key = {
  readonly " $data"?: ConnectionCard_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_connection">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "size",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConnectionCard_connection",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
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
      "name": "type",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "book",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "walk",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sequence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
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
                  "name": "serialNo",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "make",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "dials",
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
                  "name": "condition",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "conversionFactor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "warehouse",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "meters(first:10)"
    }
  ],
  "type": "ServiceConnection",
  "abstractKey": null
};
})();

(node as any).hash = "66368dfb62664168866ad659dd6416a8";

export default node;
