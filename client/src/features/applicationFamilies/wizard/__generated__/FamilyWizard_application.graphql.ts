/**
 * @generated SignedSource<<4d559c176ca25aa95857d5c10e6d945d>>
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
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "04c1caa75b575f6b5f99cd3ef909ee9e";

export default node;
