/**
 * @generated SignedSource<<7cb8599d684f9e29d1f9168ef31cdf75>>
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

(node as any).hash = "9823959ec33de5a23fb4241a975c061c";

export default node;
