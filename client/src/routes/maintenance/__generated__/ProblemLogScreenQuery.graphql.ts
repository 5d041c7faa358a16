/**
 * @generated SignedSource<<d25a7680bcde58e722d51f6187976bd2>>
 * @relayHash df7db36eed8e8b3026327de89414669b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f61a1f8658bc740435c02be99cf88bd25d905d962501c6d133c13647d9e6979f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProblemLogScreenQuery$variables = {
  problemLogId: number;
};
export type ProblemLogScreenQuery$data = {
  readonly maintenanceLookups: {
    readonly problemTypes: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly problemLog: {
    readonly " $fragmentSpreads": FragmentRefs<"ProblemLogScreen_problemLog">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
};
export type ProblemLogScreenQuery = {
  response: ProblemLogScreenQuery$data;
  variables: ProblemLogScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "problemLogId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "problemLogId",
    "variableName": "problemLogId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lookupId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "MaintenanceLookups",
  "kind": "LinkedField",
  "name": "maintenanceLookups",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "problemTypes",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
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
  "name": "number",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProblemLogScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProblemLog",
        "kind": "LinkedField",
        "name": "problemLog",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProblemLogScreen_problemLog"
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProblemLogScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProblemLog",
        "kind": "LinkedField",
        "name": "problemLog",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priority",
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
            "kind": "ScalarField",
            "name": "reportedOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reportedByName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Element",
            "kind": "LinkedField",
            "name": "element",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Element",
                "kind": "LinkedField",
                "name": "station",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MaintenanceLookup",
            "kind": "LinkedField",
            "name": "problemType",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              }
            ],
            "concreteType": "JobCardConnection",
            "kind": "LinkedField",
            "name": "jobCards",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JobCardEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JobCard",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "jobCardId",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "step",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "jobCards(first:50)"
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "f61a1f8658bc740435c02be99cf88bd25d905d962501c6d133c13647d9e6979f",
    "metadata": {},
    "name": "ProblemLogScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d1aaa54b8831491e6bd69097d4ad8520";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
