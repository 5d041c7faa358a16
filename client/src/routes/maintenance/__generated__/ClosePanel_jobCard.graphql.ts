/**
 * @generated SignedSource<<2a9480c2b17de086044447920dd3bf7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobCardStep = "ASSIGNED" | "CLOSED" | "COMPLETED" | "IN_PROGRESS" | "REFERRED" | "REGISTERED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ClosePanel_jobCard$data = {
  readonly activity: {
    readonly lookupId: number;
  } | null | undefined;
  readonly closed: boolean;
  readonly id: string;
  readonly outcome: {
    readonly name: string;
  } | null | undefined;
  readonly step: JobCardStep;
  readonly " $fragmentType": "ClosePanel_jobCard";
};
export type ClosePanel_jobCard$key = {
  readonly " $data"?: ClosePanel_jobCard$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClosePanel_jobCard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClosePanel_jobCard",
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
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "activity",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lookupId",
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
      "name": "outcome",
      "plural": false,
      "selections": [
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
  "type": "JobCard",
  "abstractKey": null
};

(node as any).hash = "48c91d6a05d77128135067bd9e72867b";

export default node;
