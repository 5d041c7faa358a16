/**
 * @generated SignedSource<<9fbdcca2a8f5f380c5a6b6e956a1acfe>>
 * @relayHash c0331c6f3a353ef78832de3371e0773f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08868aaf57ce9d740cc71e6279e447bbacdec10288aed005b5305b9d5667663c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
  "concreteType": "ServicePoint",
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
      (v9/*:: as any*/)
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
      (v9/*:: as any*/)
    ]
  },
  "params": {
    "id": "08868aaf57ce9d740cc71e6279e447bbacdec10288aed005b5305b9d5667663c",
    "metadata": {},
    "name": "MeterScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8b203fe51f2d8316687dfe73e115db81";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
