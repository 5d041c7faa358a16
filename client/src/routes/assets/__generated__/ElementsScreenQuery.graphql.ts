/**
 * @generated SignedSource<<904e10a1e32dbd3d5f6471f9176f88ff>>
 * @relayHash 12ef06e777c5db40be705d21db1fa871
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78c803484d814f9c60bfca41f28bab5060ad421d6fca8281e2ab127b48e0fa36

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ElementSortField = "CODE" | "NAME" | "STATION" | "STATUS" | "TOWN" | "TYPE" | "%future added value";
export type ElementSort = {
  descending?: boolean | null | undefined;
  field: ElementSortField;
};
export type ElementsScreenQuery$variables = {
  count: number;
  sort?: ElementSort | null | undefined;
  stationId?: string | null | undefined;
  text?: string | null | undefined;
  typeIds?: ReadonlyArray<number> | null | undefined;
};
export type ElementsScreenQuery$data = {
  readonly elementStations: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"StationTree_stations">;
  }>;
  readonly elementTypes: ReadonlyArray<{
    readonly name: string;
    readonly typeId: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ElementTable_query">;
};
export type ElementsScreenQuery = {
  response: ElementsScreenQuery$data;
  variables: ElementsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stationId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "typeIds"
},
v5 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v6 = {
  "kind": "Variable",
  "name": "stationId",
  "variableName": "stationId"
},
v7 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v8 = {
  "kind": "Variable",
  "name": "typeIds",
  "variableName": "typeIds"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ElementType",
  "kind": "LinkedField",
  "name": "elementTypes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "typeId",
      "storageKey": null
    },
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "town",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsScreenQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ElementTable_query"
      },
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Element",
        "kind": "LinkedField",
        "name": "elementStations",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StationTree_stations"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ElementsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "ElementConnection",
        "kind": "LinkedField",
        "name": "elements",
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
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "elementId",
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
                  (v9/*:: as any*/),
                  (v14/*:: as any*/),
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
                      (v9/*:: as any*/),
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
                      (v12/*:: as any*/),
                      (v13/*:: as any*/)
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
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "filters": [
          "text",
          "typeIds",
          "stationId",
          "sort"
        ],
        "handle": "connection",
        "key": "ElementTable_elements",
        "kind": "LinkedHandle",
        "name": "elements"
      },
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Element",
        "kind": "LinkedField",
        "name": "elementStations",
        "plural": true,
        "selections": [
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v9/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ElementType",
            "kind": "LinkedField",
            "name": "type",
            "plural": false,
            "selections": [
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "78c803484d814f9c60bfca41f28bab5060ad421d6fca8281e2ab127b48e0fa36",
    "metadata": {},
    "name": "ElementsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e0678e372de6545ce2a114dedc2f9fa7";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
