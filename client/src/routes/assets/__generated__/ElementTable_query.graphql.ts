/**
 * @generated SignedSource<<d9d4051117760fa1f12c041ae5b74e6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ElementStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ElementTable_query$data = {
  readonly elements: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly elementId: number;
        readonly id: string;
        readonly name: string;
        readonly station: {
          readonly code: string;
          readonly id: string;
        } | null | undefined;
        readonly status: ElementStatus;
        readonly town: string;
        readonly type: {
          readonly isStation: boolean;
          readonly name: string;
        };
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ElementTable_query";
};
export type ElementTable_query$key = {
  readonly " $data"?: ElementTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementTable_query">;
};

import ElementTablePaginationQuery_graphql from './ElementTablePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "elements"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
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
      "name": "sort"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "stationId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "text"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "typeIds"
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
      "operation": ElementTablePaginationQuery_graphql
    }
  },
  "name": "ElementTable_query",
  "selections": [
    {
      "alias": "elements",
      "args": [
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        },
        {
          "kind": "Variable",
          "name": "stationId",
          "variableName": "stationId"
        },
        {
          "kind": "Variable",
          "name": "text",
          "variableName": "text"
        },
        {
          "kind": "Variable",
          "name": "typeIds",
          "variableName": "typeIds"
        }
      ],
      "concreteType": "ElementConnection",
      "kind": "LinkedField",
      "name": "__ElementTable_elements_connection",
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
          "concreteType": "ElementEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Element",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "elementId",
                  "storageKey": null
                },
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "town",
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
                  "concreteType": "ElementType",
                  "kind": "LinkedField",
                  "name": "type",
                  "plural": false,
                  "selections": [
                    (v3/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "isStation",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Element",
                  "kind": "LinkedField",
                  "name": "station",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    (v2/*:: as any*/)
                  ],
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

(node as any).hash = "f8caa7288bc47c96dc63b277894e84e8";

export default node;
