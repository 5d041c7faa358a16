/**
 * @generated SignedSource<<31672d52dd6c1ccb723947d154097c5b>>
 * @relayHash d469074d1c30c17c1e40b690000725ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fbb8d8b560ed1718b138800a501d1cf93c3bba8e20b9f137f0ab40cbf130b58

import type { ConcreteRequest } from 'relay-runtime';
export type VisitorFamiliesScreenQuery$variables = Record<PropertyKey, never>;
export type VisitorFamiliesScreenQuery$data = {
  readonly applicationFamilies: ReadonlyArray<{
    readonly code: string;
    readonly fee: {
      readonly amount: {
        readonly formatted: string;
      };
    } | null | undefined;
    readonly name: string;
    readonly summary: string;
    readonly visitorAllowed: boolean;
  }>;
  readonly organisation: {
    readonly name: string;
  };
};
export type VisitorFamiliesScreenQuery = {
  response: VisitorFamiliesScreenQuery$data;
  variables: VisitorFamiliesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ApplicationFamily",
    "kind": "LinkedField",
    "name": "applicationFamilies",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "summary",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "visitorAllowed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ApplicationFee",
        "kind": "LinkedField",
        "name": "fee",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "amount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formatted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "VisitorFamiliesScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VisitorFamiliesScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1fbb8d8b560ed1718b138800a501d1cf93c3bba8e20b9f137f0ab40cbf130b58",
    "metadata": {},
    "name": "VisitorFamiliesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c684331f1da971b01b07d32c3dcc1fd";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
