/**
 * @generated SignedSource<<2ef16808ca02731b0e9bff92b7a87e89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationStage = "APPROVED" | "AWAITING_PAYMENT" | "CHANGES_REQUESTED" | "ISSUED" | "PAID" | "REJECTED" | "SAVED" | "SUBMITTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StageHistory_details$data = {
  readonly history: ReadonlyArray<{
    readonly changedBy: string;
    readonly changedOn: any;
    readonly comment: string | null | undefined;
    readonly stage: ApplicationStage;
  }>;
  readonly " $fragmentType": "StageHistory_details";
};
export type StageHistory_details$key = {
  readonly " $data"?: StageHistory_details$data;
  readonly " $fragmentSpreads": FragmentRefs<"StageHistory_details">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StageHistory_details",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationStageChange",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stage",
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
          "name": "changedBy",
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
  "type": "FamilyApplicationDetails",
  "abstractKey": null
};

(node as any).hash = "60134efa5a61fc3b63059ffd80d23567";

export default node;
