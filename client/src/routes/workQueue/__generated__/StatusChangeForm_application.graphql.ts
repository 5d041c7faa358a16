/**
 * @generated SignedSource<<4dd1a8173b1dcabde8380535e55107a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StatusChangeForm_application$data = {
  readonly allowedStatusChanges: ReadonlyArray<ApplicationStatus>;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowedStatusChanges",
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "4b077b39c62b63633011a650dcef66e1";

export default node;
