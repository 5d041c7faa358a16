/**
 * @generated SignedSource<<3b08d02ea6e10a171bfd1112ae57617a>>
 * @relayHash f9702c66bfe371877d238c37cbb1a363
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 730fc9a08351f981fbcf6ab4c23cf8ab7883a3f74a855f2c2497de95991abaa5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssetElementFormsTestQuery$variables = Record<PropertyKey, never>;
export type AssetElementFormsTestQuery$data = {
  readonly networkElement: {
    readonly " $fragmentSpreads": FragmentRefs<"ElementEditForm_element">;
  } | null | undefined;
};
export type AssetElementFormsTestQuery = {
  response: AssetElementFormsTestQuery$data;
  variables: AssetElementFormsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "elementId",
    "value": 7
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v4 = {
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
    "name": "AssetElementFormsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Element",
        "kind": "LinkedField",
        "name": "networkElement",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ElementEditForm_element"
          }
        ],
        "storageKey": "networkElement(elementId:7)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AssetElementFormsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Element",
        "kind": "LinkedField",
        "name": "networkElement",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/),
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
            "concreteType": "ElementProperty",
            "kind": "LinkedField",
            "name": "properties",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "definitionId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "groupName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
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
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ElementPropertyOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "itemId",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "networkElement(elementId:7)"
      }
    ]
  },
  "params": {
    "id": "730fc9a08351f981fbcf6ab4c23cf8ab7883a3f74a855f2c2497de95991abaa5",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "networkElement": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Element"
        },
        "networkElement.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "networkElement.name": (v2/*:: as any*/),
        "networkElement.properties": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ElementProperty"
        },
        "networkElement.properties.definitionId": (v3/*:: as any*/),
        "networkElement.properties.groupName": (v2/*:: as any*/),
        "networkElement.properties.isMandatory": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "networkElement.properties.name": (v2/*:: as any*/),
        "networkElement.properties.number": (v3/*:: as any*/),
        "networkElement.properties.options": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ElementPropertyOption"
        },
        "networkElement.properties.options.itemId": (v3/*:: as any*/),
        "networkElement.properties.options.name": (v2/*:: as any*/),
        "networkElement.properties.type": {
          "enumValues": [
            "DATE",
            "DECIMAL",
            "INTEGER",
            "LOOKUP",
            "TEXT"
          ],
          "nullable": false,
          "plural": false,
          "type": "ElementPropertyType"
        },
        "networkElement.properties.unit": (v4/*:: as any*/),
        "networkElement.properties.value": (v4/*:: as any*/),
        "networkElement.status": {
          "enumValues": [
            "ACTIVE",
            "INACTIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "ElementStatus"
        }
      }
    },
    "name": "AssetElementFormsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "15b9b234b7fa627369f2afd7e24c1828";

export default node;
