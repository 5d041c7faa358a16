/**
 * @generated SignedSource<<0433a39fb0f7799ef75ca23fa66f98ff>>
 * @relayHash 8c6d83f42a19e6cf805591b212140e8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28e3fd8e9d2b00d611025aa3521c268860d35c239cbd8c6b77082947470f37ce

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnquirySortField = "ACCOUNT_KEY" | "ADDRESS" | "NAME" | "PROPERTY_REFERENCE" | "%future added value";
export type EnquiryFilter = {
  accountKey?: string | null | undefined;
  address?: string | null | undefined;
  email?: string | null | undefined;
  idNumber?: string | null | undefined;
  meterReference?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  plot?: string | null | undefined;
  propertyReference?: string | null | undefined;
  serialNumber?: string | null | undefined;
  taxNumber?: string | null | undefined;
  text?: string | null | undefined;
};
export type EnquirySort = {
  descending?: boolean | null | undefined;
  field: EnquirySortField;
};
export type EnquirySearchScreenQuery$variables = {
  filter: EnquiryFilter;
  hasFilter: boolean;
  sort?: EnquirySort | null | undefined;
};
export type EnquirySearchScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
  readonly results?: {
    readonly " $fragmentSpreads": FragmentRefs<"EnquiryResults_query">;
  } | null | undefined;
};
export type EnquirySearchScreenQuery = {
  response: EnquirySearchScreenQuery$data;
  variables: EnquirySearchScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasFilter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v3 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v4 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v4/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EnquirySearchScreenQuery",
    "selections": [
      {
        "condition": "hasFilter",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v3/*:: as any*/),
                    (v4/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "EnquiryResults_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "results"
          }
        ]
      },
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EnquirySearchScreenQuery",
    "selections": [
      {
        "condition": "hasFilter",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "AccountConnection",
            "kind": "LinkedField",
            "name": "enquirySearch",
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
                "concreteType": "AccountEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Account",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
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
                        "name": "propertyReference",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "enquiryMatches",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Customer",
                        "kind": "LinkedField",
                        "name": "customer",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "idNumber",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Property",
                        "kind": "LinkedField",
                        "name": "property",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/)
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
            "args": (v7/*:: as any*/),
            "filters": [
              "filter",
              "sort"
            ],
            "handle": "connection",
            "key": "EnquiryResults_enquirySearch",
            "kind": "LinkedHandle",
            "name": "enquirySearch"
          }
        ]
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "id": "28e3fd8e9d2b00d611025aa3521c268860d35c239cbd8c6b77082947470f37ce",
    "metadata": {},
    "name": "EnquirySearchScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ea15fff701b302567524ac4d3c7b3233";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
