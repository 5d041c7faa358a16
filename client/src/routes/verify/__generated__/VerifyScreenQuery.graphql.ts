/**
 * @generated SignedSource<<e2a0f44f3325c797477fc6ef419ab7aa>>
 * @relayHash 3e8df6914f7d7a92025755e8224239a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dac5bb9b0593897d3fbc4007c26814b3e0a0174e6cc617cd38c0732b8841d4a1

import type { ConcreteRequest } from 'relay-runtime';
export type VerifyScreenQuery$variables = {
  code: string;
  hasCode: boolean;
};
export type VerifyScreenQuery$data = {
  readonly issuedDocumentVerification?: {
    readonly familyName: string;
    readonly holderName: string;
    readonly issuedOn: any;
    readonly reference: string;
    readonly title: string;
    readonly valid: boolean;
    readonly validUntil: any | null | undefined;
  } | null | undefined;
  readonly organisation: {
    readonly name: string;
  };
};
export type VerifyScreenQuery = {
  response: VerifyScreenQuery$data;
  variables: VerifyScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hasCode"
  }
],
v1 = [
  {
    "condition": "hasCode",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "code",
            "variableName": "code"
          }
        ],
        "concreteType": "IssuedDocumentVerification",
        "kind": "LinkedField",
        "name": "issuedDocumentVerification",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "familyName",
            "storageKey": null
          },
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
            "name": "holderName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "issuedOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "validUntil",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "valid",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VerifyScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VerifyScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dac5bb9b0593897d3fbc4007c26814b3e0a0174e6cc617cd38c0732b8841d4a1",
    "metadata": {},
    "name": "VerifyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "abe13dcb0840ae396ffc111b9a3bd8f4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
