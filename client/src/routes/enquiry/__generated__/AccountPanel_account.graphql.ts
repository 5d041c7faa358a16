/**
 * @generated SignedSource<<cc3ee8048c94005300e11fdc48fa7373>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AccountStatus = "ACTIVE" | "CLOSED" | "SUSPENDED" | "%future added value";
export type ConsumerType = "COMMERCIAL" | "DOMESTIC" | "INDUSTRIAL" | "PUBLIC" | "%future added value";
export type PropertyType = "APARTMENT" | "HOUSE" | "OFFICE" | "PLOT" | "SHOP" | "%future added value";
export type SupplyType = "ELECTRICITY" | "WATER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccountPanel_account$data = {
  readonly accountKey: string;
  readonly bankName: string | null | undefined;
  readonly billingGroup: string | null | undefined;
  readonly consumerType: ConsumerType | null | undefined;
  readonly eBill: boolean;
  readonly holderName: string;
  readonly maskedIban: string | null | undefined;
  readonly openedOn: string | null | undefined;
  readonly property: {
    readonly address: string;
    readonly connections: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_connection">;
        };
      }>;
    };
    readonly id: string;
    readonly ownerName: string;
    readonly plot: string | null | undefined;
    readonly propertyType: PropertyType | null | undefined;
    readonly reference: string;
    readonly tariffs: ReadonlyArray<string>;
    readonly tenantName: string | null | undefined;
  };
  readonly status: AccountStatus | null | undefined;
  readonly supplyType: SupplyType | null | undefined;
  readonly tariff: string | null | undefined;
  readonly " $fragmentType": "AccountPanel_account";
};
export type AccountPanel_account$key = {
  readonly " $data"?: AccountPanel_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPanel_account">;
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
  "name": "AccountPanel_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holderName",
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
      "name": "consumerType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tariff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplyType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedIban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eBill",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Property",
      "kind": "LinkedField",
      "name": "property",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "plot",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "propertyType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ownerName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tenantName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tariffs",
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
          "concreteType": "ServicePointConnection",
          "kind": "LinkedField",
          "name": "connections",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ServicePointEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ServicePoint",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ConnectionCard_connection"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "connections(first:10)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "0959f4e1755b350919caad3969350ea6";

export default node;
