/**
 * @generated SignedSource<<56bcf905add0124f19f0f08a46b9833a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StatusHistory_application$data = {
  readonly statusHistory: {
    readonly edges: ReadonlyArray<{
      readonly cursor: string;
      readonly node: {
        readonly changedOn: any;
        readonly comment: string | null | undefined;
        readonly employeeName: string | null | undefined;
        readonly fromStatus: ApplicationStatus;
        readonly toStatus: ApplicationStatus;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "StatusHistory_application";
};
export type StatusHistory_application$key = {
  readonly " $data"?: StatusHistory_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatusHistory_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatusHistory_application",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "ApplicationStatusChangeConnection",
      "kind": "LinkedField",
      "name": "statusHistory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ApplicationStatusChangeEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ApplicationStatusChange",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fromStatus",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "toStatus",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "employeeName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "changedOn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "comment",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "statusHistory(first:50)"
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "6ffa0e2bf96b8f27c08eadcfa0a7678c";

export default node;
