/**
 * @generated SignedSource<<b0cb1316b77f557d17c23dadcaa65a4d>>
 * @relayHash dbd07be6d6c6acb1cedf3ed1a1600367
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5db7357f8f0947b43ba573b9f7156c5366b10ec3c9b26b5cac9115464afd87d0

import type { ConcreteRequest } from 'relay-runtime';
export type UnsubscribeScreenQuery$variables = Record<PropertyKey, never>;
export type UnsubscribeScreenQuery$data = {
  readonly accountExampleImage: string | null | undefined;
  readonly settings: {
    readonly otpDisableResendSeconds: number;
  };
  readonly texts: ReadonlyArray<{
    readonly text: string | null | undefined;
  }>;
};
export type UnsubscribeScreenQuery = {
  response: UnsubscribeScreenQuery$data;
  variables: UnsubscribeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "otpDisableResendSeconds",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "text",
        "storageKey": null
      }
    ],
    "storageKey": "texts(ids:[110])"
  },
  {
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UnsubscribeScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnsubscribeScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5db7357f8f0947b43ba573b9f7156c5366b10ec3c9b26b5cac9115464afd87d0",
    "metadata": {},
    "name": "UnsubscribeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "beb131ec0b25e797938a87f876f7b966";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
