/**
 * @generated SignedSource<<fcee2441ee31f781011a376e3a267bae>>
 * @relayHash e9d8f9e7a6d7716232bb2b059ee944b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd7bfa158e135e2f19feb6d8d1ceb28c7a7dc930c5d7fcd3c934c44bf6ac0e04

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SupportScreenQuery$variables = Record<PropertyKey, never>;
export type SupportScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ContactLocations_query" | "SupportContact_query" | "SupportGuides_query" | "SupportTerms_query">;
};
export type SupportScreenQuery = {
  response: SupportScreenQuery$data;
  variables: SupportScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = [
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
    "name": "text",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "exists",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "downloadUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SupportScreenQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SupportTerms_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SupportGuides_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ContactLocations_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SupportContact_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportScreenQuery",
    "selections": [
      (v0/*:: as any*/),
      {
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
            "name": "isShowTermsAndConditions",
            "storageKey": null
          },
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
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "appGuide",
        "args": [
          {
            "kind": "Literal",
            "name": "kind",
            "value": "APP_GUIDE"
          }
        ],
        "concreteType": "LocalizedFile",
        "kind": "LinkedField",
        "name": "localizedFile",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "localizedFile(kind:\"APP_GUIDE\")"
      },
      {
        "alias": "mapGuide",
        "args": [
          {
            "kind": "Literal",
            "name": "kind",
            "value": "MAP_GUIDE"
          }
        ],
        "concreteType": "LocalizedFile",
        "kind": "LinkedField",
        "name": "localizedFile",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "localizedFile(kind:\"MAP_GUIDE\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LegalParagraph",
        "kind": "LinkedField",
        "name": "contactLocations",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fd7bfa158e135e2f19feb6d8d1ceb28c7a7dc930c5d7fcd3c934c44bf6ac0e04",
    "metadata": {},
    "name": "SupportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c09038fdec6791c86e5610fb46f27c5a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
