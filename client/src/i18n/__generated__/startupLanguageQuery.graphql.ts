/**
 * @generated SignedSource<<0122e26dfbb967b38186cc1456fcf78d>>
 * @relayHash 8e2e191279bb3456b824197e30761f98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36e7639b0a538d5a811d3991c5579f632b83f81edba218a36535f674c9f11034

import type { ConcreteRequest } from 'relay-runtime';
export type startupLanguageQuery$variables = Record<PropertyKey, never>;
export type startupLanguageQuery$data = {
  readonly settings: {
    readonly defaultLanguage: string;
  };
};
export type startupLanguageQuery = {
  response: startupLanguageQuery$data;
  variables: startupLanguageQuery$variables;
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
        "name": "defaultLanguage",
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
    "name": "startupLanguageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "startupLanguageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "36e7639b0a538d5a811d3991c5579f632b83f81edba218a36535f674c9f11034",
    "metadata": {},
    "name": "startupLanguageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "827dd642afac7910f48d8b2214aa4d14";

export default node;
