/**
 * @generated SignedSource<<4796f5c234f8ceaaf3c46241f9e12512>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
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
