/**
 * @generated SignedSource<<44acd2039a9c50c6601b735b64f651b5>>
 * @relayHash dfdf6dcde6771644c189b8d544e25c40
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9aeb7b4dac7394e0520f564143a56b6b37f3c11bc91daf3d35da3b7e0de96aa2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AttachmentEntryTestQuery$variables = Record<PropertyKey, never>;
export type AttachmentEntryTestQuery$data = {
  readonly node: {
    readonly slot: {
      readonly " $fragmentSpreads": FragmentRefs<"AttachmentEntry_attachment">;
    } | null | undefined;
  } | null | undefined;
};
export type AttachmentEntryTestQuery = {
  response: AttachmentEntryTestQuery$data;
  variables: AttachmentEntryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "slot"
  }
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
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
    "name": "AttachmentEntryTestQuery",
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
                  "name": "AttachmentEntry_attachment"
                }
              ],
              "type": "ApplicationAttachment",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "slot"
          }
        ],
        "storageKey": "node(id:\"slot\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AttachmentEntryTestQuery",
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
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
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
                "name": "isMandatory",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "downloadUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Application",
                "kind": "LinkedField",
                "name": "application",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ApplicationAttachment",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"slot\")"
      }
    ]
  },
  "params": {
    "id": "9aeb7b4dac7394e0520f564143a56b6b37f3c11bc91daf3d35da3b7e0de96aa2",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.application": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Application"
        },
        "node.application.id": (v4/*:: as any*/),
        "node.application.name": (v3/*:: as any*/),
        "node.downloadUrl": (v5/*:: as any*/),
        "node.fileName": (v5/*:: as any*/),
        "node.id": (v4/*:: as any*/),
        "node.isMandatory": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "node.name": (v3/*:: as any*/)
      }
    },
    "name": "AttachmentEntryTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "32056747bb0fb5020e86dfa1cf75e395";

export default node;
