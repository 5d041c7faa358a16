/**
 * @generated SignedSource<<eb6687c0df7f2658e01498c71d4eab8f>>
 * @relayHash 4ae7da6bc32efa9c4d4d736323d157d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fef0507d3a63f50dee5532e69a25cb668e001aafc14f8c71b7a8fded51c96ba4

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EbillScreenQuery$variables = Record<PropertyKey, never>;
export type EbillScreenQuery$data = {
  readonly accountExampleImage: string | null | undefined;
  readonly settings: {
    readonly customerMobileAllowedPhoneCountries: ReadonlyArray<string>;
  };
  readonly texts: ReadonlyArray<{
    readonly text: string | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"EbillTabs_query">;
};
export type EbillScreenQuery = {
  response: EbillScreenQuery$data;
  variables: EbillScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Settings",
  "kind": "LinkedField",
  "name": "settings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerMobileAllowedPhoneCountries",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "ids",
      "value": [
        110
      ]
    }
  ],
  "concreteType": "Text",
  "kind": "LinkedField",
  "name": "texts",
  "plural": true,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": "texts(ids:[110])"
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "highlight",
      "value": "INVOICE_NUMBER"
    }
  ],
  "kind": "ScalarField",
  "name": "accountExampleImage",
  "storageKey": "accountExampleImage(highlight:\"INVOICE_NUMBER\")"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EbillScreenQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "EbillTabs_query"
      },
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EbillScreenQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "EbillLookups",
        "kind": "LinkedField",
        "name": "ebillLookups",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "terms",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LegalTerms",
        "kind": "LinkedField",
        "name": "legalTerms",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "language",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LegalParagraph",
            "kind": "LinkedField",
            "name": "paragraphs",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subtitle",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "id": "fef0507d3a63f50dee5532e69a25cb668e001aafc14f8c71b7a8fded51c96ba4",
    "metadata": {},
    "name": "EbillScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "28bab8b7eeb0401660694e604acb8879";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
