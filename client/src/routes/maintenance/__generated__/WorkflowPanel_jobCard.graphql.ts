/**
 * @generated SignedSource<<5c7188f9ec23b63c01a8f41d855906f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobCardStep = "ASSIGNED" | "CLOSED" | "COMPLETED" | "IN_PROGRESS" | "REFERRED" | "REGISTERED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WorkflowPanel_jobCard$data = {
  readonly closed: boolean;
  readonly history: ReadonlyArray<{
    readonly changedByName: string | null | undefined;
    readonly changedOn: any;
    readonly comment: string | null | undefined;
    readonly employeeName: string | null | undefined;
    readonly fromStep: JobCardStep | null | undefined;
    readonly toStep: JobCardStep;
  }>;
  readonly id: string;
  readonly step: JobCardStep;
  readonly workflowEmployeeId: number | null | undefined;
  readonly workflowEmployeeName: string | null | undefined;
  readonly " $fragmentType": "WorkflowPanel_jobCard";
};
export type WorkflowPanel_jobCard$key = {
  readonly " $data"?: WorkflowPanel_jobCard$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowPanel_jobCard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowPanel_jobCard",
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
      "name": "step",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workflowEmployeeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workflowEmployeeName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JobCardHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromStep",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStep",
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
          "name": "changedByName",
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
  "type": "JobCard",
  "abstractKey": null
};

(node as any).hash = "c31750bc26d6ca829ff5bc5c83c798e3";

export default node;
