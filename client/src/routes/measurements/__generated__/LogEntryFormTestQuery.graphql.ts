/**
 * @generated SignedSource<<caaf957ba6e61ba7ef4f9f490d2355ce>>
 * @relayHash 8bc3985a413beb0aeee3b46ef2d4da02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c02ced86342627b76f00b87c47a566194f5f749a1a5669f86424feacd2a9bcba

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LogEntryFormTestQuery$variables = Record<PropertyKey, never>;
export type LogEntryFormTestQuery$data = {
  readonly logPoints: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LogEntryForm_points">;
  }>;
};
export type LogEntryFormTestQuery = {
  response: LogEntryFormTestQuery$data;
  variables: LogEntryFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "stationId",
    "value": "station"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LogEntryFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "LogPoint",
        "kind": "LinkedField",
        "name": "logPoints",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LogEntryForm_points"
          }
        ],
        "storageKey": "logPoints(stationId:\"station\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogEntryFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "LogPoint",
        "kind": "LinkedField",
        "name": "logPoints",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "parameter",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minimum",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maximum",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decimals",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Element",
            "kind": "LinkedField",
            "name": "element",
            "plural": false,
            "selections": [
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
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LogEntry",
            "kind": "LinkedField",
            "name": "latestEntry",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "takenAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "outOfRange",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "logPoints(stationId:\"station\")"
      }
    ]
  },
  "params": {
    "id": "c02ced86342627b76f00b87c47a566194f5f749a1a5669f86424feacd2a9bcba",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "logPoints": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LogPoint"
        },
        "logPoints.decimals": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "logPoints.element": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Element"
        },
        "logPoints.element.code": (v2/*:: as any*/),
        "logPoints.element.id": (v3/*:: as any*/),
        "logPoints.element.name": (v2/*:: as any*/),
        "logPoints.id": (v3/*:: as any*/),
        "logPoints.latestEntry": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "LogEntry"
        },
        "logPoints.latestEntry.outOfRange": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "logPoints.latestEntry.takenAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "logPoints.latestEntry.value": (v4/*:: as any*/),
        "logPoints.maximum": (v4/*:: as any*/),
        "logPoints.minimum": (v4/*:: as any*/),
        "logPoints.parameter": {
          "enumValues": [
            "FLOW",
            "OUTLET_PRESSURE",
            "RESERVOIR_LEVEL",
            "RESIDUAL_CHLORINE",
            "RUNNING_HOURS"
          ],
          "nullable": false,
          "plural": false,
          "type": "LogParameter"
        },
        "logPoints.unit": (v2/*:: as any*/)
      }
    },
    "name": "LogEntryFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f2c80f6266c44791012b3255332abb5f";

export default node;
