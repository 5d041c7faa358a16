/**
 * @generated SignedSource<<5c56530dfdd6745714a27f6699563caf>>
 * @relayHash 4245f295b115c4ebea68a4abb3439ecd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1de6cb4522c5b2db45833dbefe6b517b7b946e569131f00dec32b33ca152b437

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MaintenanceFormsTestQuery$variables = Record<PropertyKey, never>;
export type MaintenanceFormsTestQuery$data = {
  readonly maintenanceLookups: {
    readonly __typename: "MaintenanceLookups";
  };
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
};
export type MaintenanceFormsTestQuery = {
  response: MaintenanceFormsTestQuery$data;
  variables: MaintenanceFormsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenanceFormsTestQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MaintenanceFormsTestQuery",
    "selections": [
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "id": "1de6cb4522c5b2db45833dbefe6b517b7b946e569131f00dec32b33ca152b437",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "maintenanceLookups": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "MaintenanceLookups"
        },
        "maintenanceLookups.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "MaintenanceFormsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "403b35563194bab2f1b2bc614c2a8dc2";

export default node;
