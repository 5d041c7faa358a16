/**
 * @generated SignedSource<<c6212dd9d9e6b3fcd78aaccd1a4d2731>>
 * @relayHash f67f74db230cd5338987a5906ea7e313
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b52f10ec6fd8c2871090a763b6c59daff2896b79fd5936ce6e4f8a1ce43d00b0

import { ConcreteRequest } from 'relay-runtime';
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

(node as any).hash = "58df4e9a174d37370b8aa9e45e80e423";

export default node;
