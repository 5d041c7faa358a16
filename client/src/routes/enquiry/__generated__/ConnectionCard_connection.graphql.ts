/**
 * @generated SignedSource<<407bac2b1ead59487e106c7e9eb6c991>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ServicePointStatus = "ACTIVE" | "DISCONNECTED" | "PENDING" | "%future added value";
export type ServicePointType = "COMMERCIAL" | "DOMESTIC" | "FIRE" | "IRRIGATION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ConnectionCard_connection$data = {
  readonly book: string;
  readonly id: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly meters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly meterRef: string;
        readonly " $fragmentSpreads": FragmentRefs<"useMeterDeviceItems_meter">;
      };
    }>;
  };
  readonly number: string;
  readonly sequence: number;
  readonly size: string;
  readonly status: ServicePointStatus | null | undefined;
  readonly type: ServicePointType | null | undefined;
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "useMeterDeviceItems_meter"
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
  "type": "ServicePoint",
  "abstractKey": null
};
})();

(node as any).hash = "69ef5e037480714a5eb75e694077d3c6";

export default node;
