/**
 * @generated SignedSource<<004d4c53473ac095464837c7539bd5c2>>
 * @relayHash 63991b53d7c30585c78602faf08889a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f96788b067d99d2d423e93d12fa7586056108a218bb66456f40059c261c48dbd

import type { ConcreteRequest } from 'relay-runtime';
export type UnsubscribeScreenQuery$variables = Record<PropertyKey, never>;
export type UnsubscribeScreenQuery$data = {
  readonly accountExampleImage: string | null | undefined;
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
    "id": "f96788b067d99d2d423e93d12fa7586056108a218bb66456f40059c261c48dbd",
    "metadata": {},
    "name": "UnsubscribeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e1960ac0314e244c8efcda60506ab814";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
