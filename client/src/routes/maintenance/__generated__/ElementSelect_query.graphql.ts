/**
 * @generated SignedSource<<029cdddd38836e1eddc69b9b19309abf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ElementSelect_query$data = {
  readonly stationElements?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "ElementSelect_query";
};
export type ElementSelect_query$key = {
  readonly " $data"?: ElementSelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementSelect_query">;
};

import ElementSelectRefetchQuery_graphql from './ElementSelectRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": true,
      "kind": "LocalArgument",
      "name": "noStation"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "stationId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ElementSelectRefetchQuery_graphql
    }
  },
  "name": "ElementSelect_query",
  "selections": [
    {
      "condition": "noStation",
      "kind": "Condition",
      "passingValue": false,
      "selections": [
        {
          "alias": "stationElements",
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 100
            },
            {
              "kind": "Variable",
              "name": "stationId",
              "variableName": "stationId"
            }
          ],
          "concreteType": "ElementConnection",
          "kind": "LinkedField",
          "name": "elements",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ElementEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Element",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
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
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7e91935f163aafbd5fb7c121a9abcdc2";

export default node;
