/**
 * @generated SignedSource<<96b2d79323020bb6ea597df1cf8f69e5>>
 * @relayHash ba458d74718c9d9b04a217f524ba1340
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e10c387d6adead2bb4d94580fed880d47daab3c89b37487d8b7b234ab9d58af9

import { ConcreteRequest } from 'relay-runtime';
export type MeterCondition = "FAIR" | "FAULTY" | "GOOD" | "POOR" | "%future added value";
export type MeterUnit = "CUBIC_METRE" | "KILOWATT_HOUR" | "%future added value";
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
    readonly condition?: MeterCondition | null | undefined;
    readonly connection?: {
      readonly id: string;
      readonly number: string;
    } | null | undefined;
    readonly conversionFactor?: number | null | undefined;
    readonly dials?: number;
    readonly id?: string;
    readonly latestReading?: {
      readonly readAt: any;
      readonly reading: number;
    } | null | undefined;
    readonly make?: string;
    readonly meterRef?: string;
    readonly serialNo?: string;
    readonly size?: string;
    readonly unit?: MeterUnit;
    readonly warehouse?: string | null | undefined;
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
  "name": "serialNo",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "make",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "size",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dials",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "condition",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "conversionFactor",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "warehouse",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reading",
  "storageKey": null
},
v14 = {
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
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v16 = {
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
        (v15/*:: as any*/)
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
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v15/*:: as any*/)
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MeterReading",
                "kind": "LinkedField",
                "name": "latestReading",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              },
              (v14/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "type": "Meter",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v17/*:: as any*/)
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MeterReading",
                "kind": "LinkedField",
                "name": "latestReading",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v14/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "type": "Meter",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v17/*:: as any*/)
    ]
  },
  "params": {
    "id": "e10c387d6adead2bb4d94580fed880d47daab3c89b37487d8b7b234ab9d58af9",
    "metadata": {},
    "name": "MeterScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "169de5d37042fdaeae603ae7150f31ae";

export default node;
