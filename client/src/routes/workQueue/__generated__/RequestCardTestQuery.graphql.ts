/**
 * @generated SignedSource<<ec096ef56bb0f7bf8292d947f135b3d7>>
 * @relayHash bcc56240eac63673470140fce94b54b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8df2dcaf81079dd155c7d3eb468edff41c741e10d5025598ce8d64ec22aa26f3

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RequestCardTestQuery$variables = Record<PropertyKey, never>;
export type RequestCardTestQuery$data = {
  readonly node: {
    readonly application: {
      readonly " $fragmentSpreads": FragmentRefs<"RequestCard_application">;
    } | null | undefined;
  } | null | undefined;
};
export type RequestCardTestQuery = {
  response: RequestCardTestQuery$data;
  variables: RequestCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "application"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RequestCard_application"
                }
              ],
              "type": "Application",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "application"
          }
        ],
        "storageKey": "node(id:\"application\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RequestCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "typeName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationRequest",
                "kind": "LinkedField",
                "name": "request",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "submittedOn",
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
                    "name": "address",
                    "storageKey": null
                  },
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
                    "name": "preferredDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ApplicationRequestField",
                    "kind": "LinkedField",
                    "name": "fields",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Application",
            "abstractKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "node(id:\"application\")"
      }
    ]
  },
  "params": {
    "id": "8df2dcaf81079dd155c7d3eb468edff41c741e10d5025598ce8d64ec22aa26f3",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.request": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ApplicationRequest"
        },
        "node.request.accountKey": (v2/*:: as any*/),
        "node.request.address": (v2/*:: as any*/),
        "node.request.description": (v1/*:: as any*/),
        "node.request.fields": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ApplicationRequestField"
        },
        "node.request.fields.name": (v1/*:: as any*/),
        "node.request.fields.value": (v1/*:: as any*/),
        "node.request.preferredDate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "node.request.submittedOn": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "node.typeName": (v2/*:: as any*/)
      }
    },
    "name": "RequestCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bccffc65d95e0405baf7389809d6844e";

export default node;
