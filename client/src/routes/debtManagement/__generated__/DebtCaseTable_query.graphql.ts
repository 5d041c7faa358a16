/**
 * @generated SignedSource<<349490b26134a3724a642ae58479cb0a>>
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
export type DebtCaseTable_query$data = {
  readonly debtManagementCases: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly accountKey: string;
        readonly balance: {
          readonly " $fragmentSpreads": FragmentRefs<"money_money">;
        };
        readonly caseNumber: string;
        readonly customerName: string;
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
  readonly " $fragmentType": "DebtCaseTable_query";
};
export type DebtCaseTable_query$key = {
  readonly " $data"?: DebtCaseTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DebtCaseTable_query">;
};

import DebtCaseTablePaginationQuery_graphql from './DebtCaseTablePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "debtManagementCases"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sort"
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
      "fragmentPathInResult": [],
      "operation": DebtCaseTablePaginationQuery_graphql
    }
  },
  "name": "DebtCaseTable_query",
  "selections": [
    {
      "alias": "debtManagementCases",
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
      ],
      "concreteType": "DebtCaseConnection",
      "kind": "LinkedField",
      "name": "__DebtCaseTable_debtManagementCases_connection",
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
                  "name": "caseNumber",
                  "storageKey": null
                },
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
                  "name": "customerName",
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
                  "name": "balance",
                  "plural": false,
                  "selections": [
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
                      "argumentDefinitions": []
                    }
                  ],
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "fdeaa4cb565bc54fa56d031ab967eafb";

export default node;
