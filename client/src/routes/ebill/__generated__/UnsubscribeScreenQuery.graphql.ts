/**
 * @generated SignedSource<<02cb8219c4e0f3da49dc596bd3735045>>
 * @relayHash d9dd10a6651d74517122f55abcce6601
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3d1f8ec789938aacd9a45d6ccf4397f1d5c6e73623ae2e1bdeca6abcff0589d

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
    "args": null,
    "kind": "ScalarField",
    "name": "accountExampleImage",
    "storageKey": null
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
    "id": "a3d1f8ec789938aacd9a45d6ccf4397f1d5c6e73623ae2e1bdeca6abcff0589d",
    "metadata": {},
    "name": "UnsubscribeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8425c73ea5a63a4210cda252672d07bb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
