/**
 * @generated SignedSource<<9f853ab2cc90b4221567c18a34d1c239>>
 * @relayHash bca00d909d51ee6de0818f7b742f23c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f60e4ee9e06f96d61c07f5c242442a1b4433742f7b9fc99cfcfdca3c3992882

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeterScreenQuery$variables = {
  meterId: string;
};
export type MeterScreenQuery$data = {
  readonly meter: {
    readonly account?: {
      readonly accountKey: string;
      readonly address: string;
      readonly customer: {
        readonly id: string;
        readonly name: string;
      };
      readonly id: string;
      readonly property: {
        readonly id: string;
        readonly reference: string;
      };
    };
    readonly connection?: {
      readonly id: string;
      readonly number: string;
    } | null | undefined;
    readonly device?: {
      readonly " $fragmentSpreads": FragmentRefs<"useMeterDeviceItems_meter">;
    } | null | undefined;
    readonly id?: string;
    readonly latestReading?: {
      readonly readAt: any;
      readonly reading: number;
    } | null | undefined;
    readonly meterRef?: string;
  } | null | undefined;
  readonly organisation: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ShowOnMapLink_query">;
};
export type MeterScreenQuery = {
  response: MeterScreenQuery$data;
  variables: MeterScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meterId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "meterId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meterRef",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reading",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceConnection",
  "kind": "LinkedField",
  "name": "connection",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Account",
  "kind": "LinkedField",
  "name": "account",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Customer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Property",
      "kind": "LinkedField",
      "name": "property",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v7/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MeterScreenQuery",
    "selections": [
      {
        "alias": "meter",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "useMeterDeviceItems_meter"
                    }
                  ],
                  "type": "Meter",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "device"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MeterReading",
                "kind": "LinkedField",
                "name": "latestReading",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "Meter",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v9/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ShowOnMapLink_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MeterScreenQuery",
    "selections": [
      {
        "alias": "meter",
        "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serialNo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "make",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "size",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dials",
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
                "name": "condition",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "conversionFactor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "warehouse",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MeterReading",
                "kind": "LinkedField",
                "name": "latestReading",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "Meter",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserFeatures",
                "kind": "LinkedField",
                "name": "features",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "webGis",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5f60e4ee9e06f96d61c07f5c242442a1b4433742f7b9fc99cfcfdca3c3992882",
    "metadata": {},
    "name": "MeterScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d7e2ad2102da5121e68f4a7fa4f23d14";

export default node;
