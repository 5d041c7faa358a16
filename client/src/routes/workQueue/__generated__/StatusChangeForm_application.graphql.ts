/**
 * @generated SignedSource<<6f2b99d1cbfa7ef5a9bf8aae5e1f23a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatusChangeForm_application$data = {
  readonly id: string;
  readonly status: ApplicationStatus;
  readonly " $fragmentType": "StatusChangeForm_application";
};
export type StatusChangeForm_application$key = {
  readonly " $data"?: StatusChangeForm_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatusChangeForm_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatusChangeForm_application",
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
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "407af052ff251cb9135a1fc163416a2d";

export default node;
