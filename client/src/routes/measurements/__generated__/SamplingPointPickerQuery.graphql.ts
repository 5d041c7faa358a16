/**
 * @generated SignedSource<<5ebd47b1de030c73ea6e34184b4bc163>>
 * @relayHash 7963022bd6eb6038a55ba8e3b0fbd1db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d5f79d59205b4c0c1722bd6b68467e8c6c007f1c55f8c3f7d7cde7a2acabc7e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SamplingPointPickerQuery$variables = {
  first: number;
  text: string;
};
export type SamplingPointPickerQuery$data = {
  readonly samplingPoints: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"sampleOptions_point">;
  }>;
};
export type SamplingPointPickerQuery = {
  response: SamplingPointPickerQuery$data;
  variables: SamplingPointPickerQuery$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "samplingPointId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SamplingPointPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SamplingPoint",
        "kind": "LinkedField",
        "name": "samplingPoints",
        "plural": true,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "sampleOptions_point",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Element",
                "kind": "LinkedField",
                "name": "element",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "args": null,
            "argumentDefinitions": []
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SamplingPointPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SamplingPoint",
        "kind": "LinkedField",
        "name": "samplingPoints",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Element",
            "kind": "LinkedField",
            "name": "element",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5d5f79d59205b4c0c1722bd6b68467e8c6c007f1c55f8c3f7d7cde7a2acabc7e",
    "metadata": {},
    "name": "SamplingPointPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a8317d4ff0b3b48b60ed7d8c75e0824a";

export default node;
