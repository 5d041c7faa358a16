/**
 * @generated SignedSource<<bb9b7508be4ca3ceb72972cf171806ea>>
 * @relayHash 3fd93df8ab4a4792760c8bd4a35b44b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d43c3beecc1bf1145176c031ee3592919b748c24e9af84127c5e447888b6f06

import type { ConcreteRequest } from 'relay-runtime';
export type ComplaintsScreenQuery$variables = Record<PropertyKey, never>;
export type ComplaintsScreenQuery$data = {
  readonly organisation: {
    readonly enableSupportPage: boolean;
    readonly name: string;
  };
};
export type ComplaintsScreenQuery = {
  response: ComplaintsScreenQuery$data;
  variables: ComplaintsScreenQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enableSupportPage",
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
    "name": "ComplaintsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ComplaintsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2d43c3beecc1bf1145176c031ee3592919b748c24e9af84127c5e447888b6f06",
    "metadata": {},
    "name": "ComplaintsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "11a6bb100977161d151f4ed79562ba89";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
