/**
 * @generated SignedSource<<89d3d8744c50bb62c3bb4475faf114c3>>
 * @relayHash f67f74db230cd5338987a5906ea7e313
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b52f10ec6fd8c2871090a763b6c59daff2896b79fd5936ce6e4f8a1ce43d00b0

import type { ConcreteRequest } from 'relay-runtime';
export type NotFoundScreenQuery$variables = Record<PropertyKey, never>;
export type NotFoundScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
};
export type NotFoundScreenQuery = {
  response: NotFoundScreenQuery$data;
  variables: NotFoundScreenQuery$variables;
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
    "name": "NotFoundScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotFoundScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b52f10ec6fd8c2871090a763b6c59daff2896b79fd5936ce6e4f8a1ce43d00b0",
    "metadata": {},
    "name": "NotFoundScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bb160faa890bc256f715aa640290d4c5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
