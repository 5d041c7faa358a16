/**
 * @generated SignedSource<<7eedccadcfd75d37b6cd3c61134a880c>>
 * @relayHash 6a7ac68f7bc46907e2995a7728c3a584
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa9278b42cf78b77ae33b5d84331c5105fd4ef42c9f9947366fdd650ce40a90b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FamilyWizardDocumentsErrorTestQuery$variables = Record<PropertyKey, never>;
export type FamilyWizardDocumentsErrorTestQuery$data = {
  readonly node: {
    readonly draft: {
      readonly " $fragmentSpreads": FragmentRefs<"FamilyWizard_application">;
    } | null | undefined;
  } | null | undefined;
};
export type FamilyWizardDocumentsErrorTestQuery = {
  response: FamilyWizardDocumentsErrorTestQuery$data;
  variables: FamilyWizardDocumentsErrorTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "draft"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FamilyWizardDocumentsErrorTestQuery",
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
                  "name": "FamilyWizard_application"
                }
              ],
              "type": "Application",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "draft"
          }
        ],
        "storageKey": "node(id:\"draft\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FamilyWizardDocumentsErrorTestQuery",
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
                "name": "portalApplicationId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FamilyApplicationDetails",
                "kind": "LinkedField",
                "name": "familyDetails",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ApplicationFieldValue",
                    "kind": "LinkedField",
                    "name": "values",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "path",
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
        "storageKey": "node(id:\"draft\")"
      }
    ]
  },
  "params": {
    "id": "aa9278b42cf78b77ae33b5d84331c5105fd4ef42c9f9947366fdd650ce40a90b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.familyDetails": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FamilyApplicationDetails"
        },
        "node.familyDetails.values": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ApplicationFieldValue"
        },
        "node.familyDetails.values.path": (v1/*:: as any*/),
        "node.familyDetails.values.value": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.portalApplicationId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "FamilyWizardDocumentsErrorTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0ccc8be0e24c5c934754f5cbd8cdcd62";

export default node;
