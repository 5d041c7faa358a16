/**
 * @generated SignedSource<<eeca0b61c0d4a6f0fceb47961c3b4f51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ApplicationListItem_application$data = {
  readonly applicationType: number;
  readonly name: string;
  readonly portalApplicationId: number;
  readonly status: ApplicationStatus;
  readonly unreadMessageCount: number;
  readonly updatedOn: any;
  readonly " $fragmentType": "ApplicationListItem_application";
};
export type ApplicationListItem_application$key = {
  readonly " $data"?: ApplicationListItem_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationListItem_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationListItem_application",
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
      "kind": "ScalarField",
      "name": "applicationType",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadMessageCount",
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "b105c8c1f8590a5a70d2f63e868719fe";

export default node;
