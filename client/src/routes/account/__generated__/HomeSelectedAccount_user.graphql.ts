/**
 * @generated SignedSource<<3063b4c1c214a9c305d8562c460a3f04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AccountRelation = "NONE" | "OWNER" | "REPRESENTATIVE" | "TENANT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HomeSelectedAccount_user$data = {
  readonly accounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly accountKey: string;
        readonly address: string;
        readonly id: string;
        readonly isSelected: boolean;
      };
    }>;
  };
  readonly selectedAccount: {
    readonly accountKey: string;
    readonly address: string;
    readonly holderName: string;
    readonly id: string;
    readonly relation: AccountRelation;
    readonly " $fragmentSpreads": FragmentRefs<"BalanceSummary_account" | "ConsumptionAlertsCard_account" | "ConsumptionChart_account" | "LatestBillCard_account" | "LatestReadingCard_account">;
  } | null | undefined;
  readonly " $fragmentType": "HomeSelectedAccount_user";
};
export type HomeSelectedAccount_user$key = {
  readonly " $data"?: HomeSelectedAccount_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeSelectedAccount_user">;
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
  "name": "accountKey",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeSelectedAccount_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "selectedAccount",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "holderName",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "relation",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BalanceSummary_account"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LatestBillCard_account"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LatestReadingCard_account"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConsumptionChart_account"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConsumptionAlertsCard_account"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "AccountConnection",
      "kind": "LinkedField",
      "name": "accounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AccountEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Account",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isSelected",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "accounts(first:100)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "bd18fc3c7746be89ea7c46f24d58289c";

export default node;
