/**
 * @generated SignedSource<<7a5b9f854b91948d65338c62585b5794>>
 * @relayHash 068b88ddb37d5bef33684cbb45e14d77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4884b16d418f4269ba77b63bb6f37fa4c338bca90aa794eafafcd47b0e368c57

import type { ConcreteRequest } from 'relay-runtime';
export type EvaluationScreenQuery$variables = Record<PropertyKey, never>;
export type EvaluationScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
  readonly settings: {
    readonly customerMobileAllowedPhoneCountries: ReadonlyArray<string>;
  };
};
export type EvaluationScreenQuery = {
  response: EvaluationScreenQuery$data;
  variables: EvaluationScreenQuery$variables;
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
  },
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
        "name": "customerMobileAllowedPhoneCountries",
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
    "name": "EvaluationScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EvaluationScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4884b16d418f4269ba77b63bb6f37fa4c338bca90aa794eafafcd47b0e368c57",
    "metadata": {},
    "name": "EvaluationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "19f8b4ddcd9d8f29098d2745949c4fcd";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
