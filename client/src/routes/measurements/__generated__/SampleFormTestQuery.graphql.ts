/**
 * @generated SignedSource<<254881e81ab54cde8f6cfc527f3223f8>>
 * @relayHash f5a308d68e70e77e9d90c35f661479f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb436be73701dd2a20fec63f0e44913b9cb557e7294758ed7a3be7c79157b502

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SampleFormTestQuery$variables = Record<PropertyKey, never>;
export type SampleFormTestQuery$data = {
  readonly node: {
    readonly sample: {
      readonly " $fragmentSpreads": FragmentRefs<"SampleForm_sample">;
    } | null | undefined;
  } | null | undefined;
  readonly samplingPoints: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SampleForm_points">;
  }>;
};
export type SampleFormTestQuery = {
  response: SampleFormTestQuery$data;
  variables: SampleFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "sample-1"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "samplingPointId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": [
    "ACCEPTABLE",
    "NOT_ACCEPTABLE"
  ],
  "nullable": true,
  "plural": false,
  "type": "SampleAcceptability"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SampleFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SampleForm_sample"
                }
              ],
              "type": "Sample",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "sample"
          }
        ],
        "storageKey": "node(id:\"sample-1\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SamplingPoint",
        "kind": "LinkedField",
        "name": "samplingPoints",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SampleForm_points"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SampleFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sampleNumber",
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
                "name": "takenBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appearance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "odour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taste",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "colour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "overallResult",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "labReference",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "remarks",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SamplingPoint",
                "kind": "LinkedField",
                "name": "samplingPoint",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Sample",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"sample-1\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SamplingPoint",
        "kind": "LinkedField",
        "name": "samplingPoints",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
              (v3/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cb436be73701dd2a20fec63f0e44913b9cb557e7294758ed7a3be7c79157b502",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.appearance": {
          "enumValues": [
            "CLEAR",
            "TURBID"
          ],
          "nullable": true,
          "plural": false,
          "type": "SampleAppearance"
        },
        "node.colour": (v5/*:: as any*/),
        "node.id": (v6/*:: as any*/),
        "node.labReference": (v7/*:: as any*/),
        "node.odour": {
          "enumValues": [
            "CHLORINE",
            "NONE",
            "OTHER"
          ],
          "nullable": true,
          "plural": false,
          "type": "SampleOdour"
        },
        "node.overallResult": {
          "enumValues": [
            "FAIL",
            "PASS"
          ],
          "nullable": true,
          "plural": false,
          "type": "SampleResult"
        },
        "node.remarks": (v7/*:: as any*/),
        "node.sampleNumber": (v4/*:: as any*/),
        "node.samplingPoint": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SamplingPoint"
        },
        "node.samplingPoint.samplingPointId": (v8/*:: as any*/),
        "node.status": {
          "enumValues": [
            "COLLECTED",
            "RESULTS_ENTERED",
            "SENT_TO_LAB"
          ],
          "nullable": false,
          "plural": false,
          "type": "SampleStatus"
        },
        "node.takenAt": (v9/*:: as any*/),
        "node.takenBy": (v7/*:: as any*/),
        "node.taste": (v5/*:: as any*/),
        "node.updatedAt": (v9/*:: as any*/),
        "samplingPoints": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SamplingPoint"
        },
        "samplingPoints.element": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Element"
        },
        "samplingPoints.element.code": (v4/*:: as any*/),
        "samplingPoints.element.id": (v6/*:: as any*/),
        "samplingPoints.element.name": (v4/*:: as any*/),
        "samplingPoints.name": (v4/*:: as any*/),
        "samplingPoints.samplingPointId": (v8/*:: as any*/)
      }
    },
    "name": "SampleFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9049c7814913394d529d2e0d2069a9d5";

export default node;
