/**
 * @generated SignedSource<<5006ac30f320e09b74281609b2d44d81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FamilyApplicationRecord_application$data = {
  readonly familyDetails: {
    readonly family: {
      readonly documents: ReadonlyArray<{
        readonly hint: string | null | undefined;
        readonly key: string;
        readonly label: string;
        readonly mandatory: boolean;
      }>;
    };
    readonly " $fragmentSpreads": FragmentRefs<"FamilyApplicationValues_details" | "StageHistory_details">;
  } | null | undefined;
  readonly portalApplicationId: number;
  readonly " $fragmentSpreads": FragmentRefs<"PlotDecisions_application">;
  readonly " $fragmentType": "FamilyApplicationRecord_application";
};
export type FamilyApplicationRecord_application$key = {
  readonly " $data"?: FamilyApplicationRecord_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyApplicationRecord_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FamilyApplicationRecord_application",
  "selections": [
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "key",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "portalApplicationId",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlotDecisions_application"
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "19bbcc5916e1dfe971f0444190559848";

export default node;
