/**
 * @generated SignedSource<<3fa1233710650e6d25625065ae246caf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationStage = "APPROVED" | "AWAITING_PAYMENT" | "CHANGES_REQUESTED" | "ISSUED" | "PAID" | "REJECTED" | "SAVED" | "SUBMITTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FamilyApplicationDetail_application$data = {
  readonly familyDetails: {
    readonly family: {
      readonly documents: ReadonlyArray<{
        readonly documentId: string;
        readonly hint: string | null | undefined;
        readonly label: string;
        readonly mandatory: boolean;
      }>;
    };
    readonly fee: {
      readonly " $fragmentSpreads": FragmentRefs<"FeePanel_fee">;
    } | null | undefined;
    readonly issuedDocument: {
      readonly " $fragmentSpreads": FragmentRefs<"IssuedDocumentPanel_document">;
    } | null | undefined;
    readonly stage: ApplicationStage;
    readonly " $fragmentSpreads": FragmentRefs<"FamilyApplicationValues_details" | "StageHistory_details">;
  } | null | undefined;
  readonly portalApplicationId: number;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyDocuments_application">;
  readonly " $fragmentType": "FamilyApplicationDetail_application";
};
export type FamilyApplicationDetail_application$key = {
  readonly " $data"?: FamilyApplicationDetail_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyApplicationDetail_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FamilyApplicationDetail_application",
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
          "concreteType": "ApplicationFamily",
          "kind": "LinkedField",
          "name": "family",
          "plural": false,
          "selections": [
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
          "alias": null,
          "args": null,
          "concreteType": "ApplicationFeeStatus",
          "kind": "LinkedField",
          "name": "fee",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FeePanel_fee"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "IssuedApplicationDocument",
          "kind": "LinkedField",
          "name": "issuedDocument",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "IssuedDocumentPanel_document"
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

(node as any).hash = "f45424a31ee3af63ec55da0dc599d78e";

export default node;
