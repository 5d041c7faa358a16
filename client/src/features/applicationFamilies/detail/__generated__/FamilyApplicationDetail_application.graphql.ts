/**
 * @generated SignedSource<<40cc9ec6faaabdeed2479f42ffc89407>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FamilyApplicationDetail_application$data = {
  readonly familyDetails: {
    readonly fee: {
      readonly " $fragmentSpreads": FragmentRefs<"FeePanel_fee">;
    } | null | undefined;
    readonly issuedDocument: {
      readonly " $fragmentSpreads": FragmentRefs<"IssuedDocumentPanel_document">;
    } | null | undefined;
  } | null | undefined;
  readonly portalApplicationId: number;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyApplicationRecord_application">;
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

(node as any).hash = "eeb98d18ea29a60755c0a9697da22ca0";

export default node;
