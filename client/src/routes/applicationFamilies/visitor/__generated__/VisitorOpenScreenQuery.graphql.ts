/**
 * @generated SignedSource<<f649679fa9815210709f63fad7ab1085>>
 * @relayHash 03108e5d5701665aeae1d7a91efb5206
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94a18b977f0132091c2d046d928bd01f63217c08c384ff4f7769b84e9fb43d81

import type { ConcreteRequest } from 'relay-runtime';
export type VisitorOpenScreenQuery$variables = Record<PropertyKey, never>;
export type VisitorOpenScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
};
export type VisitorOpenScreenQuery = {
  response: VisitorOpenScreenQuery$data;
  variables: VisitorOpenScreenQuery$variables;
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
    "name": "VisitorOpenScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VisitorOpenScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "94a18b977f0132091c2d046d928bd01f63217c08c384ff4f7769b84e9fb43d81",
    "metadata": {},
    "name": "VisitorOpenScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9ddfe0e24e24ed14391f81a63631b617";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
