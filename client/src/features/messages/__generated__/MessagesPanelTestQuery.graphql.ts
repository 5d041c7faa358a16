/**
 * @generated SignedSource<<3f31a18f3b78417afbb1d3f3e369e57d>>
 * @relayHash 42ac9839ef548a8db242cbb795fbf864
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7aa215e8c3b346575f0a1b97aef1542884016b6f268eebbe46f488d4f3d8cea3

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessagesPanelTestQuery$variables = Record<PropertyKey, never>;
export type MessagesPanelTestQuery$data = {
  readonly node: {
    readonly application: {
      readonly " $fragmentSpreads": FragmentRefs<"MessagesPanel_application">;
    } | null | undefined;
  } | null | undefined;
};
export type MessagesPanelTestQuery = {
  response: MessagesPanelTestQuery$data;
  variables: MessagesPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "app-1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v8 = {
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
    "name": "MessagesPanelTestQuery",
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
                  "name": "MessagesPanel_application"
                }
              ],
              "type": "Application",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "application"
          }
        ],
        "storageKey": "node(id:\"app-1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MessagesPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "ApplicationMessageConnection",
                "kind": "LinkedField",
                "name": "messages",
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
                    "kind": "ScalarField",
                    "name": "loadProblem",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ApplicationMessageEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApplicationMessage",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "preview",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "date",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fromCustomer",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "unread",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "editable",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ApplicationMessageAttachment",
                            "kind": "LinkedField",
                            "name": "attachments",
                            "plural": true,
                            "selections": [
                              (v1/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "attachmentId",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "fileName",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "downloadUrl",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "text",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "applicationName",
                            "storageKey": null
                          },
                          (v1/*:: as any*/)
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
                  },
                  {
                    "kind": "ClientExtension",
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__id",
                        "storageKey": null
                      }
                    ]
                  }
                ],
                "storageKey": "messages(first:5)"
              },
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "MessagesPanel_messages",
                "kind": "LinkedHandle",
                "name": "messages"
              }
            ],
            "type": "Application",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"app-1\")"
      }
    ]
  },
  "params": {
    "id": "7aa215e8c3b346575f0a1b97aef1542884016b6f268eebbe46f488d4f3d8cea3",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.id": (v5/*:: as any*/),
        "node.messages": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ApplicationMessageConnection"
        },
        "node.messages.__id": (v5/*:: as any*/),
        "node.messages.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ApplicationMessageEdge"
        },
        "node.messages.edges.cursor": (v4/*:: as any*/),
        "node.messages.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ApplicationMessage"
        },
        "node.messages.edges.node.__typename": (v4/*:: as any*/),
        "node.messages.edges.node.applicationName": (v4/*:: as any*/),
        "node.messages.edges.node.attachments": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ApplicationMessageAttachment"
        },
        "node.messages.edges.node.attachments.__typename": (v4/*:: as any*/),
        "node.messages.edges.node.attachments.attachmentId": (v6/*:: as any*/),
        "node.messages.edges.node.attachments.downloadUrl": (v4/*:: as any*/),
        "node.messages.edges.node.attachments.fileName": (v4/*:: as any*/),
        "node.messages.edges.node.date": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "node.messages.edges.node.editable": (v7/*:: as any*/),
        "node.messages.edges.node.fromCustomer": (v7/*:: as any*/),
        "node.messages.edges.node.id": (v5/*:: as any*/),
        "node.messages.edges.node.preview": (v4/*:: as any*/),
        "node.messages.edges.node.text": (v4/*:: as any*/),
        "node.messages.edges.node.unread": (v7/*:: as any*/),
        "node.messages.loadProblem": (v8/*:: as any*/),
        "node.messages.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "node.messages.pageInfo.endCursor": (v8/*:: as any*/),
        "node.messages.pageInfo.hasNextPage": (v7/*:: as any*/),
        "node.messages.totalCount": (v6/*:: as any*/)
      }
    },
    "name": "MessagesPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5b45c3ec6ddbea1eaebb01cad3235a1d";

export default node;
