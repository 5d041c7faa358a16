/**
 * @generated SignedSource<<43695c8fce927311e87af14c5a47a8a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    "cacheID": "9154e1fb8acf2e34b3657a144df9df8c",
    "id": null,
    "metadata": {},
    "name": "ErrorPageScreenQuery",
    "operationKind": "query",
    "text": "query ErrorPageScreenQuery {\n  organisation {\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "0000b8ff267f6e18661cf83b1bb73eae";

export default node;
