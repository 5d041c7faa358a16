/**
 * @generated SignedSource<<ff441b85e30ef60a25d3057cf26a7dc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DebtCaseAction = "AGREEMENT_BROKEN" | "AGREEMENT_SIGNED" | "DISCONNECTION" | "DISCONNECTION_NOTICE" | "FINAL_NOTICE_LETTER" | "LEGAL_REFERRAL" | "PAYMENT_RECEIVED" | "PHONE_CALL" | "REMINDER_LETTER" | "WRITTEN_OFF" | "%future added value";
export type DebtCaseStage = "DISCONNECTED" | "DISCONNECTION_WARNING" | "FINAL_NOTICE" | "LEGAL" | "REMINDER" | "%future added value";
export type DebtCaseStatus = "CLOSED" | "ON_HOLD" | "OPEN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DebtCasesTab_account$data = {
  readonly debtCases: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly balance: {
          readonly " $fragmentSpreads": FragmentRefs<"money_money">;
        };
        readonly caseNumber: string;
        readonly closedOn: any | null | undefined;
        readonly debtAmount: {
          readonly " $fragmentSpreads": FragmentRefs<"money_money">;
        };
        readonly id: string;
        readonly lastAction: DebtCaseAction;
        readonly lastActionOn: any;
        readonly openedOn: any;
        readonly stage: DebtCaseStage;
        readonly status: DebtCaseStatus;
      };
    }>;
    readonly totalCount: number;
  };
  readonly id: string;
  readonly " $fragmentType": "DebtCasesTab_account";
};
export type DebtCasesTab_account$key = {
  readonly " $data"?: DebtCasesTab_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"DebtCasesTab_account">;
};

import DebtCasesTabPaginationQuery_graphql from './DebtCasesTabPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "debtCases"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "money_money",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currencySymbol",
        "storageKey": null
      }
    ],
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DebtCasesTabPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DebtCasesTab_account",
  "selections": [
    {
      "alias": "debtCases",
      "args": null,
      "concreteType": "DebtCaseConnection",
      "kind": "LinkedField",
      "name": "__DebtCasesTab_debtCases_connection",
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
          "concreteType": "DebtCaseEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DebtCase",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "caseNumber",
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
                  "name": "stage",
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
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "debtAmount",
                  "plural": false,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "balance",
                  "plural": false,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastAction",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastActionOn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "closedOn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "e4251cbb62d05b93bb61d746f5ebc917";

export default node;
