/**
 * @generated SignedSource<<422f2f4e219c88c1dfe2fbcca8274499>>
 * @relayHash e0465bce1d57a696a745885139ad128c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04a6f3a697263acd62d3e44d7da0a11fde5b439f1db996f9cd8525d13a22ce8f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InvestigationScreenQuery$variables = {
  investigationId: number;
};
export type InvestigationScreenQuery$data = {
  readonly investigation: {
    readonly " $fragmentSpreads": FragmentRefs<"InvestigationScreen_investigation">;
  } | null | undefined;
  readonly maintenanceLookups: {
    readonly complainTypes: ReadonlyArray<{
      readonly lookupId: number;
      readonly name: string;
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
};
export type InvestigationScreenQuery = {
  response: InvestigationScreenQuery$data;
  variables: InvestigationScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "investigationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "investigationId",
    "variableName": "investigationId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lookupId",
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
      "name": "complainTypes",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Organisation",
  "kind": "LinkedField",
  "name": "organisation",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvestigationScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Investigation",
        "kind": "LinkedField",
        "name": "investigation",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvestigationScreen_investigation"
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ElementSelect_query"
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvestigationScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Investigation",
        "kind": "LinkedField",
        "name": "investigation",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "portalApplicationId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "location",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reportedOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdByName",
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
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Element",
                "kind": "LinkedField",
                "name": "station",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              }
            ],
            "concreteType": "JobCardConnection",
            "kind": "LinkedField",
            "name": "jobCards",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JobCardEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JobCard",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "jobCardId",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "step",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "jobCards(first:50)"
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "04a6f3a697263acd62d3e44d7da0a11fde5b439f1db996f9cd8525d13a22ce8f",
    "metadata": {},
    "name": "InvestigationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f5b4a0b9e29a3e94da99106e0728672c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
