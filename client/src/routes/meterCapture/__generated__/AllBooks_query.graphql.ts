/**
 * @generated SignedSource<<9f57fc9cff3e663bcfe7416a072ae0bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AllBooks_query$data = {
  readonly meterCaptureBooks: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly book: string;
        readonly " $fragmentSpreads": FragmentRefs<"BookCard_book">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AllBooks_query";
};
export type AllBooks_query$key = {
  readonly " $data"?: AllBooks_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AllBooks_query">;
};

import AllBooksPaginationQuery_graphql from './AllBooksPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "meterCaptureBooks"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
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
      "fragmentPathInResult": [],
      "operation": AllBooksPaginationQuery_graphql
    }
  },
  "name": "AllBooks_query",
  "selections": [
    {
      "alias": "meterCaptureBooks",
      "args": null,
      "concreteType": "MeterCaptureBookConnection",
      "kind": "LinkedField",
      "name": "__AllBooks_meterCaptureBooks_connection",
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
          "concreteType": "MeterCaptureBookEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MeterCaptureBook",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "book",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "BookCard_book"
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

(node as any).hash = "ddf44aa5498c983dd4091b5c39e03855";

export default node;
