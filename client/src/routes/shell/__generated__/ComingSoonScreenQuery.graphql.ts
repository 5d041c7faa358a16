/**
 * @generated SignedSource<<9bda49d41b8201b4873a8d5a1e194aee>>
 * @relayHash 0a43e2edfa0a651b1dfe441710a668f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d4c0a812eac7b37be5937cef72bc9b06f20a7f84a9195a4f8ff5af00d66fe59

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
    "id": "9d4c0a812eac7b37be5937cef72bc9b06f20a7f84a9195a4f8ff5af00d66fe59",
    "metadata": {},
    "name": "ComingSoonScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92c71f8634381c8a4e59139a7d6f2cb8";

export default node;
