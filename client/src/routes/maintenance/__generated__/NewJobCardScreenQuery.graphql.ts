/**
 * @generated SignedSource<<94485b874b265035b6ca5ef0a44503e7>>
 * @relayHash 568d90b7aa6bb69785ed3b5055b9aeae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ef0b23c01fffb4cbcb042ec83a3182d52e932844802090ce8b326fce87da7b1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkQueueKind = "CUSTOMER_SERVICE" | "MAINTENANCE" | "%future added value";
export type NewJobCardScreenQuery$variables = {
  hasOrigin: boolean;
  origin: string;
};
export type NewJobCardScreenQuery$data = {
  readonly maintenanceLookups: {
    readonly activities: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
    readonly complainTypes: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
    readonly conditions: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly origin?: {
    readonly __typename: "Application";
    readonly kind: WorkQueueKind;
    readonly name: string;
    readonly portalApplicationId: number;
  } | {
    readonly __typename: "Investigation";
    readonly complainType: {
      readonly lookupId: number;
    };
    readonly element: {
      readonly code: string;
      readonly id: string;
      readonly name: string;
      readonly station: {
        readonly code: string;
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
    readonly findings: string | null | undefined;
    readonly number: string;
  } | {
    readonly __typename: "ProblemLog";
    readonly description: string;
    readonly element: {
      readonly code: string;
      readonly id: string;
      readonly name: string;
      readonly station: {
        readonly code: string;
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
    readonly number: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
};
export type NewJobCardScreenQuery = {
  response: NewJobCardScreenQuery$data;
  variables: NewJobCardScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasOrigin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "origin"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "origin"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "portalApplicationId",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lookupId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Element",
  "kind": "LinkedField",
  "name": "element",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "station",
      "plural": false,
      "selections": [
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "findings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "complainType",
      "plural": false,
      "selections": [
        (v7/*:: as any*/)
      ],
      "storageKey": null
    },
    (v10/*:: as any*/)
  ],
  "type": "Investigation",
  "abstractKey": null
},
v12 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    (v10/*:: as any*/)
  ],
  "type": "ProblemLog",
  "abstractKey": null
},
v13 = [
  (v7/*:: as any*/),
  (v4/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "MaintenanceLookups",
  "kind": "LinkedField",
  "name": "maintenanceLookups",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "activities",
      "plural": true,
      "selections": (v13/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "conditions",
      "plural": true,
      "selections": (v13/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "complainTypes",
      "plural": true,
      "selections": (v13/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
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
    "name": "NewJobCardScreenQuery",
    "selections": [
      {
        "condition": "hasOrigin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "origin",
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      (v14/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      },
      (v15/*:: as any*/)
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
    "name": "NewJobCardScreenQuery",
    "selections": [
      {
        "condition": "hasOrigin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "origin",
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      (v14/*:: as any*/),
      (v15/*:: as any*/)
    ]
  },
  "params": {
    "id": "3ef0b23c01fffb4cbcb042ec83a3182d52e932844802090ce8b326fce87da7b1",
    "metadata": {},
    "name": "NewJobCardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ba58972554254e1abc2e191fd4a8d4f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
