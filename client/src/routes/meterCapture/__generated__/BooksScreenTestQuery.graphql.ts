/**
 * @generated SignedSource<<27ebc3be194f467cfb8453057329f944>>
 * @relayHash 6ee24ecebf63ef80e0d344cdcf4b15e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dd39aeaf5864d4d909d46bf9ad2df55a2b2f441480647cdaab5d531cdf12011

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BooksScreenTestQuery$variables = {
  search?: string | null | undefined;
};
export type BooksScreenTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AllWalks_query" | "MyWalks_query">;
};
export type BooksScreenTestQuery = {
  response: BooksScreenTestQuery$data;
  variables: BooksScreenTestQuery$variables;
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
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 12
},
v3 = [
  {
    "kind": "Literal",
    "name": "assignedToMe",
    "value": true
  },
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
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
          (v4/*:: as any*/),
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
v6 = [
  (v2/*:: as any*/),
  (v1/*:: as any*/)
],
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "MeterCaptureWalkConnection"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "MeterCaptureWalkEdge"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "MeterCaptureWalk"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "PageInfo"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BooksScreenTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MyWalks_query"
      },
      {
        "args": [
          (v1/*:: as any*/)
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
    "name": "BooksScreenTestQuery",
    "selections": [
      {
        "alias": "myWalks",
        "args": (v3/*:: as any*/),
        "concreteType": "MeterCaptureWalkConnection",
        "kind": "LinkedField",
        "name": "meterCaptureWalks",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": "meterCaptureWalks(assignedToMe:true,first:12)"
      },
      {
        "alias": "myWalks",
        "args": (v3/*:: as any*/),
        "filters": [],
        "handle": "connection",
        "key": "MyWalks_myWalks",
        "kind": "LinkedHandle",
        "name": "meterCaptureWalks"
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "MeterCaptureWalkConnection",
        "kind": "LinkedField",
        "name": "meterCaptureWalks",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
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
    "id": "7dd39aeaf5864d4d909d46bf9ad2df55a2b2f441480647cdaab5d531cdf12011",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "meterCaptureWalks": (v7/*:: as any*/),
        "meterCaptureWalks.edges": (v8/*:: as any*/),
        "meterCaptureWalks.edges.cursor": (v9/*:: as any*/),
        "meterCaptureWalks.edges.node": (v10/*:: as any*/),
        "meterCaptureWalks.edges.node.__typename": (v9/*:: as any*/),
        "meterCaptureWalks.edges.node.assignedTo": (v11/*:: as any*/),
        "meterCaptureWalks.edges.node.book": (v9/*:: as any*/),
        "meterCaptureWalks.edges.node.completedCount": (v12/*:: as any*/),
        "meterCaptureWalks.edges.node.id": (v13/*:: as any*/),
        "meterCaptureWalks.edges.node.nonEditableCount": (v12/*:: as any*/),
        "meterCaptureWalks.edges.node.outstandingCount": (v12/*:: as any*/),
        "meterCaptureWalks.edges.node.totalCount": (v12/*:: as any*/),
        "meterCaptureWalks.edges.node.walk": (v12/*:: as any*/),
        "meterCaptureWalks.pageInfo": (v14/*:: as any*/),
        "meterCaptureWalks.pageInfo.endCursor": (v11/*:: as any*/),
        "meterCaptureWalks.pageInfo.hasNextPage": (v15/*:: as any*/),
        "meterCaptureWalks.totalCount": (v12/*:: as any*/),
        "myWalks": (v7/*:: as any*/),
        "myWalks.edges": (v8/*:: as any*/),
        "myWalks.edges.cursor": (v9/*:: as any*/),
        "myWalks.edges.node": (v10/*:: as any*/),
        "myWalks.edges.node.__typename": (v9/*:: as any*/),
        "myWalks.edges.node.assignedTo": (v11/*:: as any*/),
        "myWalks.edges.node.book": (v9/*:: as any*/),
        "myWalks.edges.node.completedCount": (v12/*:: as any*/),
        "myWalks.edges.node.id": (v13/*:: as any*/),
        "myWalks.edges.node.nonEditableCount": (v12/*:: as any*/),
        "myWalks.edges.node.outstandingCount": (v12/*:: as any*/),
        "myWalks.edges.node.totalCount": (v12/*:: as any*/),
        "myWalks.edges.node.walk": (v12/*:: as any*/),
        "myWalks.pageInfo": (v14/*:: as any*/),
        "myWalks.pageInfo.endCursor": (v11/*:: as any*/),
        "myWalks.pageInfo.hasNextPage": (v15/*:: as any*/),
        "myWalks.totalCount": (v12/*:: as any*/)
      }
    },
    "name": "BooksScreenTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "989064ad41c5af38a639e26e1522ed13";

export default node;
