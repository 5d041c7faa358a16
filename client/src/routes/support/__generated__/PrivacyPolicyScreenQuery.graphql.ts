/**
 * @generated SignedSource<<c50ca8864dabf36e918b18323522b338>>
 * @relayHash a6b24387d6adc3676c37153a423f9bcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce3cecc4e14ff3d1c1f4e33c8f22e592d14e4c242034cd0c02c69e1376ab4cfd

import type { ConcreteRequest } from 'relay-runtime';
export type PrivacyPolicyScreenQuery$variables = Record<PropertyKey, never>;
export type PrivacyPolicyScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
  readonly privacyPolicy: {
    readonly language: string;
    readonly paragraphs: ReadonlyArray<{
      readonly text: string;
      readonly title: string;
    }>;
  } | null | undefined;
};
export type PrivacyPolicyScreenQuery = {
  response: PrivacyPolicyScreenQuery$data;
  variables: PrivacyPolicyScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
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
  {
    "alias": null,
    "args": null,
    "concreteType": "PrivacyPolicy",
    "kind": "LinkedField",
    "name": "privacyPolicy",
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
            "name": "text",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrivacyPolicyScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PrivacyPolicyScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ce3cecc4e14ff3d1c1f4e33c8f22e592d14e4c242034cd0c02c69e1376ab4cfd",
    "metadata": {},
    "name": "PrivacyPolicyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "61b2492e5d7b83124291878a7df253c0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
