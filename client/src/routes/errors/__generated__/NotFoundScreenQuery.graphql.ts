/**
 * @generated SignedSource<<adccb6505d538aa5e847f489bb3ca37b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f67f74db230cd5338987a5906ea7e313",
    "id": null,
    "metadata": {},
    "name": "NotFoundScreenQuery",
    "operationKind": "query",
    "text": "query NotFoundScreenQuery {\n  organisation {\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "58df4e9a174d37370b8aa9e45e80e423";

export default node;
