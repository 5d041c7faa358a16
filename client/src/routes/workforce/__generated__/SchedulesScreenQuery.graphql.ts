/**
 * @generated SignedSource<<acc03231958f4ad9e0199868fec50232>>
 * @relayHash 3f8384c3df111d2a9cad14dd0bc15853
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fffbf7c8e33b0417ea82de6c02e52873a2a582268c7c920b72bedfceb400d947

import type { ConcreteRequest } from 'relay-runtime';
export type ScheduleKind = "LEAVE" | "ON_CALL" | "SHIFT" | "TRAINING" | "%future added value";
export type SchedulesScreenQuery$variables = {
  day?: any | null | undefined;
};
export type SchedulesScreenQuery$data = {
  readonly organisation: {
    readonly name: string;
  };
  readonly scheduleWeek: {
    readonly days: ReadonlyArray<any>;
    readonly employees: ReadonlyArray<{
      readonly employeeId: number;
      readonly entries: ReadonlyArray<{
        readonly day: any;
        readonly employeeId: number;
        readonly entryId: number;
        readonly from: string;
        readonly kind: ScheduleKind;
        readonly note: string | null | undefined;
        readonly to: string;
      }>;
      readonly name: string;
    }>;
    readonly weekStart: any;
  };
};
export type SchedulesScreenQuery = {
  response: SchedulesScreenQuery$data;
  variables: SchedulesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "day"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "employeeId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "day",
        "variableName": "day"
      }
    ],
    "concreteType": "ScheduleWeek",
    "kind": "LinkedField",
    "name": "scheduleWeek",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "weekStart",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "days",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ScheduleEmployee",
        "kind": "LinkedField",
        "name": "employees",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ScheduleEntry",
            "kind": "LinkedField",
            "name": "entries",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entryId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "day",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "from",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "to",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "organisation",
    "plural": false,
    "selections": [
      (v2/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SchedulesScreenQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SchedulesScreenQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "fffbf7c8e33b0417ea82de6c02e52873a2a582268c7c920b72bedfceb400d947",
    "metadata": {},
    "name": "SchedulesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e9c8787a1931f0dc287e21f81cb940d4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
