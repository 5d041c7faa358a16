/**
 * @generated SignedSource<<ec283c033f10dcb021c90101b1dd9b7b>>
 * @relayHash 0dc11f1a3ae548853286ab7a77488f84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8eefd9e20964c8fa3e2cac9e7c5a1e116fccd6f3c8b2526ff7fdf5c7fe26cfdd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BooksScreenQuery$variables = {
  search?: string | null | undefined;
};
export type BooksScreenQuery$data = {
  readonly meterCaptureCycle: {
    readonly name: string;
    readonly openedOn: string;
  } | null | undefined;
  readonly organisation: {
    readonly name: string;
  };
  readonly viewer: {
    readonly user: {
      readonly isFieldWorker: boolean;
    } | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AllWalks_query" | "MyWalks_query">;
};
export type BooksScreenQuery = {
  response: BooksScreenQuery$data;
  variables: BooksScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isFieldWorker",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "MeterCaptureCycle",
  "kind": "LinkedField",
  "name": "meterCaptureCycle",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
v5 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "kind": "Literal",
  "name": "first",
  "value": 12
},
v8 = [
  {
    "kind": "Literal",
    "name": "assignedToMe",
    "value": true
  },
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "MeterCaptureWalkEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MeterCaptureWalk",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
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
            "name": "assignedTo",
            "storageKey": null
          },
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outstandingCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nonEditableCount",
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
v11 = [
  (v7/*:: as any*/),
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BooksScreenQuery",
    "selections": [
      (v2/*:: as any*/),
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
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MyWalks_query"
      },
      {
        "args": [
          (v5/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "AllWalks_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BooksScreenQuery",
    "selections": [
      (v2/*:: as any*/),
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
              (v3/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "alias": "myWalks",
        "args": (v8/*:: as any*/),
        "concreteType": "MeterCaptureWalkConnection",
        "kind": "LinkedField",
        "name": "meterCaptureWalks",
        "plural": false,
        "selections": (v10/*:: as any*/),
        "storageKey": "meterCaptureWalks(assignedToMe:true,first:12)"
      },
      {
        "alias": "myWalks",
        "args": (v8/*:: as any*/),
        "filters": [],
        "handle": "connection",
        "key": "MyWalks_myWalks",
        "kind": "LinkedHandle",
        "name": "meterCaptureWalks"
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "MeterCaptureWalkConnection",
        "kind": "LinkedField",
        "name": "meterCaptureWalks",
        "plural": false,
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "filters": [
          "search"
        ],
        "handle": "connection",
        "key": "AllWalks_meterCaptureWalks",
        "kind": "LinkedHandle",
        "name": "meterCaptureWalks"
      }
    ]
  },
  "params": {
    "id": "8eefd9e20964c8fa3e2cac9e7c5a1e116fccd6f3c8b2526ff7fdf5c7fe26cfdd",
    "metadata": {},
    "name": "BooksScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9832471a971df978f096f8ea0e728ec7";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
