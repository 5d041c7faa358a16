/**
 * @generated SignedSource<<35ca9f71d6d2eadabb3611a03e06ac82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ComingSoonScreenQuery$variables = Record<PropertyKey, never>;
export type ComingSoonScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
};
export type ComingSoonScreenQuery = {
  response: ComingSoonScreenQuery$data;
  variables: ComingSoonScreenQuery$variables;
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
    "name": "ComingSoonScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ComingSoonScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0a43e2edfa0a651b1dfe441710a668f7",
    "id": null,
    "metadata": {},
    "name": "ComingSoonScreenQuery",
    "operationKind": "query",
    "text": "query ComingSoonScreenQuery {\n  organisation {\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "92c71f8634381c8a4e59139a7d6f2cb8";

export default node;
