/**
 * @generated SignedSource<<cb539da124120503dc3d59fff30a9202>>
 * @relayHash f9f900f9fb675fd2b0467ef5c45b3124
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17ac8b7d90573306e543f3dddb341cd1d41c2e21dd2bbce6b154b7f3f63a2cb6

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BooksScreenQuery$variables = Record<PropertyKey, never>;
export type BooksScreenQuery$data = {
  readonly meterCaptureCycle: {
    readonly name: string;
    readonly openedOn: string;
  } | null | undefined;
  readonly mine: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly book: string;
        readonly " $fragmentSpreads": FragmentRefs<"BookCard_book">;
      };
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly viewer: {
    readonly user: {
      readonly isFieldWorker: boolean;
    } | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AllBooks_query">;
};
export type BooksScreenQuery = {
  response: BooksScreenQuery$data;
  variables: BooksScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isFieldWorker",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MeterCaptureCycle",
  "kind": "LinkedField",
  "name": "meterCaptureCycle",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openedOn",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "assignedToMe",
    "value": true
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "book",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completedCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nonEditableCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "MeterCaptureWalk",
  "kind": "LinkedField",
  "name": "walks",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v5/*:: as any*/),
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
      "name": "assignedTo",
      "storageKey": null
    },
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outstandingCount",
      "storageKey": null
    },
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BooksScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": "mine",
        "args": (v4/*:: as any*/),
        "concreteType": "MeterCaptureBookConnection",
        "kind": "LinkedField",
        "name": "meterCaptureBooks",
        "plural": false,
        "selections": [
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
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BookCard_book"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "meterCaptureBooks(assignedToMe:true,first:100)"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AllBooks_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BooksScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": "mine",
        "args": (v4/*:: as any*/),
        "concreteType": "MeterCaptureBookConnection",
        "kind": "LinkedField",
        "name": "meterCaptureBooks",
        "plural": false,
        "selections": [
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
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "meterCaptureBooks(assignedToMe:true,first:100)"
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "MeterCaptureBookConnection",
        "kind": "LinkedField",
        "name": "meterCaptureBooks",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
        "storageKey": "meterCaptureBooks(first:20)"
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "filters": [],
        "handle": "connection",
        "key": "AllBooks_meterCaptureBooks",
        "kind": "LinkedHandle",
        "name": "meterCaptureBooks"
      }
    ]
  },
  "params": {
    "id": "17ac8b7d90573306e543f3dddb341cd1d41c2e21dd2bbce6b154b7f3f63a2cb6",
    "metadata": {},
    "name": "BooksScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "096a3b186b160ccc84b7aecd1c07a309";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
