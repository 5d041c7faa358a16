/**
 * @generated SignedSource<<48bd3c887e121d5c00fef97ebcd66255>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationDecision = "APPROVE" | "ISSUE" | "REJECT" | "REQUEST_CHANGES" | "REQUEST_PAYMENT" | "%future added value";
export type ApplicationStage = "APPROVED" | "AWAITING_PAYMENT" | "CHANGES_REQUESTED" | "ISSUED" | "PAID" | "REJECTED" | "SAVED" | "SUBMITTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FamilyReviewPanel_application$data = {
  readonly familyDetails: {
    readonly availableDecisions: ReadonlyArray<ApplicationDecision>;
    readonly family: {
      readonly name: string;
    };
    readonly stage: ApplicationStage;
  } | null | undefined;
  readonly portalApplicationId: number;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyApplicationRecord_application">;
  readonly " $fragmentType": "FamilyReviewPanel_application";
};
export type FamilyReviewPanel_application$key = {
  readonly " $data"?: FamilyReviewPanel_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyReviewPanel_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FamilyReviewPanel_application",
  "selections": [
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
      "concreteType": "FamilyApplicationDetails",
      "kind": "LinkedField",
      "name": "familyDetails",
      "plural": false,
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
          "name": "availableDecisions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ApplicationFamily",
          "kind": "LinkedField",
          "name": "family",
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
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FamilyApplicationRecord_application"
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "c601e3f2af101f882fe71a2f9cccb1af";

export default node;
