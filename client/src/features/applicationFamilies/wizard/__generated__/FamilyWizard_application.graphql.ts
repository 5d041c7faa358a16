/**
 * @generated SignedSource<<7f894976c533eb47cbc5748947be31e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FamilyWizard_application$data = {
  readonly familyDetails: {
    readonly values: ReadonlyArray<{
      readonly path: string;
      readonly value: string;
    }>;
  } | null | undefined;
  readonly portalApplicationId: number;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyDocumentsUploaded_application" | "WizardStepContent_application">;
  readonly " $fragmentType": "FamilyWizard_application";
};
export type FamilyWizard_application$key = {
  readonly " $data"?: FamilyWizard_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyWizard_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FamilyWizard_application",
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
          "concreteType": "ApplicationFieldValue",
          "kind": "LinkedField",
          "name": "values",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "path",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
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
      "name": "FamilyDocumentsUploaded_application"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WizardStepContent_application"
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "1868632c173ed12719e32417346d7bdd";

export default node;
