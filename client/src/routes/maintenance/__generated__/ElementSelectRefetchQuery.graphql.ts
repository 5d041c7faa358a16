/**
 * @generated SignedSource<<42ce3285f57be5414c4488b630922293>>
 * @relayHash 9d6825131b198cb96e3b8c99a45c0936
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73e0b09b6d35c6a06e2d12523c8dcc0076e1765f21b3a7509b62621cf0d0c95b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ElementSelectRefetchQuery$variables = {
  noStation?: boolean | null | undefined;
  stationId?: string | null | undefined;
};
export type ElementSelectRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
};
export type ElementSelectRefetchQuery = {
  response: ElementSelectRefetchQuery$data;
  variables: ElementSelectRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": true,
    "kind": "LocalArgument",
    "name": "noStation"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "stationId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "stationId",
  "variableName": "stationId"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementSelectRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "noStation",
            "variableName": "noStation"
          },
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElementSelectRefetchQuery",
    "selections": [
      {
        "condition": "noStation",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "stationElements",
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              },
              (v1/*:: as any*/)
            ],
            "concreteType": "ElementConnection",
            "kind": "LinkedField",
            "name": "elements",
            "plural": false,
            "selections": [
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
                        "name": "code",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "73e0b09b6d35c6a06e2d12523c8dcc0076e1765f21b3a7509b62621cf0d0c95b",
    "metadata": {},
    "name": "ElementSelectRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7e91935f163aafbd5fb7c121a9abcdc2";

export default node;
