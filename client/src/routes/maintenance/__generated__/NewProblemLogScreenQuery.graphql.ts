/**
 * @generated SignedSource<<32a8be0f0b45cbb34806e01b9fa8fe66>>
 * @relayHash 4fb5c3978cdbd557b3c6223a04e99025
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d09cb7bc42be704558ef80fca336bd3e6d67a8bfe18cc57118bc2b5cf61c07ef

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewProblemLogScreenQuery$variables = Record<PropertyKey, never>;
export type NewProblemLogScreenQuery$data = {
  readonly maintenanceLookups: {
    readonly problemTypes: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
};
export type NewProblemLogScreenQuery = {
  response: NewProblemLogScreenQuery$data;
  variables: NewProblemLogScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "MaintenanceLookups",
  "kind": "LinkedField",
  "name": "maintenanceLookups",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "problemTypes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lookupId",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewProblemLogScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewProblemLogScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "d09cb7bc42be704558ef80fca336bd3e6d67a8bfe18cc57118bc2b5cf61c07ef",
    "metadata": {},
    "name": "NewProblemLogScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "79e2d7d2e8c3702bff4c067d0cd48783";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
