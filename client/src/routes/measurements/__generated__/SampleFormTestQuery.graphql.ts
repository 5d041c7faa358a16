/**
 * @generated SignedSource<<bac0032778acbb30ee715f1590f0fcf2>>
 * @relayHash 4ac394c10061788bf79fcdc6a06e5a9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 621fd4da0542ef6a018bb0db26ded78bce50bfe506ffc603889d168cefadc2cf

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SampleFormTestQuery$variables = Record<PropertyKey, never>;
export type SampleFormTestQuery$data = {
  readonly node: {
    readonly sample: {
      readonly " $fragmentSpreads": FragmentRefs<"SampleForm_sample">;
    } | null | undefined;
  } | null | undefined;
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": [
    "ACCEPTABLE",
    "NOT_ACCEPTABLE"
  ],
  "nullable": true,
  "plural": false,
  "type": "SampleAcceptability"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v7 = {
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "samplingPointId",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Sample",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"sample-1\")"
      }
    ]
  },
  "params": {
    "id": "621fd4da0542ef6a018bb0db26ded78bce50bfe506ffc603889d168cefadc2cf",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.appearance": {
          "enumValues": [
            "CLEAR",
            "TURBID"
          ],
          "nullable": true,
          "plural": false,
          "type": "SampleAppearance"
        },
        "node.colour": (v4/*:: as any*/),
        "node.id": (v5/*:: as any*/),
        "node.labReference": (v6/*:: as any*/),
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
        "node.remarks": (v6/*:: as any*/),
        "node.sampleNumber": (v3/*:: as any*/),
        "node.samplingPoint": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SamplingPoint"
        },
        "node.samplingPoint.element": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Element"
        },
        "node.samplingPoint.element.code": (v3/*:: as any*/),
        "node.samplingPoint.element.id": (v5/*:: as any*/),
        "node.samplingPoint.element.name": (v3/*:: as any*/),
        "node.samplingPoint.name": (v3/*:: as any*/),
        "node.samplingPoint.samplingPointId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
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
        "node.takenAt": (v7/*:: as any*/),
        "node.takenBy": (v6/*:: as any*/),
        "node.taste": (v4/*:: as any*/),
        "node.updatedAt": (v7/*:: as any*/)
      }
    },
    "name": "SampleFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "727a864926d7a52589bd4b63b95d1efc";

export default node;
