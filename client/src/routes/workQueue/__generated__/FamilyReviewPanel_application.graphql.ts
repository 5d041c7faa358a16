/**
 * @generated SignedSource<<137db98144b5f6c4103aaed7eb16b585>>
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
      readonly documents: ReadonlyArray<{
        readonly documentId: string;
        readonly hint: string | null | undefined;
        readonly label: string;
        readonly mandatory: boolean;
      }>;
      readonly name: string;
    };
    readonly stage: ApplicationStage;
    readonly " $fragmentSpreads": FragmentRefs<"FamilyApplicationValues_details" | "StageHistory_details">;
  } | null | undefined;
  readonly portalApplicationId: number;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyDocuments_application">;
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
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ApplicationDocumentRequirement",
              "kind": "LinkedField",
              "name": "documents",
              "plural": true,
              "selections": [
                {
                  "alias": "documentId",
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "label",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hint",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "mandatory",
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
          "name": "FamilyApplicationValues_details"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "StageHistory_details"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FamilyDocuments_application"
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "fef32ca084076579b415479a1eab8240";

export default node;
