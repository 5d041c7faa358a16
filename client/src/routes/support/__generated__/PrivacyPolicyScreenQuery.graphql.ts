/**
 * @generated SignedSource<<cc5a2942605cc6f522d656c9bca5130d>>
 * @relayHash f9fc308f9f73917287b2b8e3c4600e98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69155e4572c60b0e06ac46cf98916f03b2e94e803385419751654212e7e8977e

import type { ConcreteRequest } from 'relay-runtime';
export type PrivacyPolicyScreenQuery$variables = Record<PropertyKey, never>;
export type PrivacyPolicyScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
  readonly privacyPolicy: {
    readonly language: string;
    readonly paragraphs: ReadonlyArray<{
      readonly subtitle: string | null | undefined;
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
            "name": "subtitle",
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
    "id": "69155e4572c60b0e06ac46cf98916f03b2e94e803385419751654212e7e8977e",
    "metadata": {},
    "name": "PrivacyPolicyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8746b6ed8e555bfd9845f5f3d02fbc12";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
