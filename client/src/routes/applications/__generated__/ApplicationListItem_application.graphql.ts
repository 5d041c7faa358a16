/**
 * @generated SignedSource<<e1f8fac987022d2cf280530a67374fc9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationStage = "APPROVED" | "AWAITING_PAYMENT" | "CHANGES_REQUESTED" | "ISSUED" | "PAID" | "REJECTED" | "SAVED" | "SUBMITTED" | "%future added value";
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ApplicationListItem_application$data = {
  readonly applicationType: number;
  readonly familyDetails: {
    readonly stage: ApplicationStage;
  } | null | undefined;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "2803e3d5eb3093aa81bb25aa59568aa0";

export default node;
