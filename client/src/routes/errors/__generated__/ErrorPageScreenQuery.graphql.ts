/**
 * @generated SignedSource<<8b2c31350eec7430764c492fc711bd44>>
 * @relayHash 9154e1fb8acf2e34b3657a144df9df8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e5b205a52d4234fc8d37235bf19ae9000886b0cb8be2bf7b8d8e68f90b6d01c

import type { ConcreteRequest } from 'relay-runtime';
export type ErrorPageScreenQuery$variables = Record<PropertyKey, never>;
export type ErrorPageScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
};
export type ErrorPageScreenQuery = {
  response: ErrorPageScreenQuery$data;
  variables: ErrorPageScreenQuery$variables;
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ErrorPageScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ErrorPageScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4e5b205a52d4234fc8d37235bf19ae9000886b0cb8be2bf7b8d8e68f90b6d01c",
    "metadata": {},
    "name": "ErrorPageScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bbd9267e0959331eea20de553e8a236c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
