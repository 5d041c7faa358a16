/**
 * @generated SignedSource<<898018e40b795bd91c3b801c14811c45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WizardStepContent_application$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FamilyDocuments_application">;
  readonly " $fragmentType": "WizardStepContent_application";
};
export type WizardStepContent_application$key = {
  readonly " $data"?: WizardStepContent_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"WizardStepContent_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WizardStepContent_application",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FamilyDocuments_application"
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "e6dbc9a9fd505642c935dfa162347b9e";

export default node;
