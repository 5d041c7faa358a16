/**
 * @generated SignedSource<<71308b7413cbe323b8eea20c1f421f33>>
 * @relayHash 9bdb653dd292ef1813cb478a641bf9ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5aebfd8e472f1e451be8080e4903e93c2a67bcf4136fe7ab26c9743574fe6460

import type { ConcreteRequest } from 'relay-runtime';
export type StationPickerQuery$variables = {
  first: number;
  text: string;
};
export type StationPickerQuery$data = {
  readonly maintenanceLookups: {
    readonly stations: ReadonlyArray<{
      readonly code: string;
      readonly id: string;
      readonly name: string;
    }>;
  };
};
export type StationPickerQuery = {
  response: StationPickerQuery$data;
  variables: StationPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MaintenanceLookups",
    "kind": "LinkedField",
    "name": "maintenanceLookups",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "first"
          },
          {
            "kind": "Variable",
            "name": "text",
            "variableName": "text"
          }
        ],
        "concreteType": "Element",
        "kind": "LinkedField",
        "name": "stations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StationPickerQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StationPickerQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5aebfd8e472f1e451be8080e4903e93c2a67bcf4136fe7ab26c9743574fe6460",
    "metadata": {},
    "name": "StationPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c4a1485acf453c1b270b533beadd1a9b";

export default node;
