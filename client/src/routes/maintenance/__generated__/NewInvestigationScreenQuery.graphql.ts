/**
 * @generated SignedSource<<c32bf5a4d8b770cbceafa0aaab836625>>
 * @relayHash 51fa4969fd967858d143ec6daac72ae7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a361ec56717920aa04409d78461f9a4354e474917ce9101f0c12f9e385e5760

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewInvestigationScreenQuery$variables = Record<PropertyKey, never>;
export type NewInvestigationScreenQuery$data = {
  readonly maintenanceLookups: {
    readonly complainTypes: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
};
export type NewInvestigationScreenQuery = {
  response: NewInvestigationScreenQuery$data;
  variables: NewInvestigationScreenQuery$variables;
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
      "name": "complainTypes",
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
    "name": "NewInvestigationScreenQuery",
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
    "name": "NewInvestigationScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "2a361ec56717920aa04409d78461f9a4354e474917ce9101f0c12f9e385e5760",
    "metadata": {},
    "name": "NewInvestigationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b0b842e57fbc965a3a08d261433c02d5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
