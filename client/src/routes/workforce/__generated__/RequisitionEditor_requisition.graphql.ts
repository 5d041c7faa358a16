/**
 * @generated SignedSource<<04f1da767352ae7bd5aa94edc18ca8c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StoreRequisitionAction = "APPROVE" | "CANCEL" | "ISSUE" | "REJECT" | "SUBMIT" | "%future added value";
export type StoreRequisitionStatus = "APPROVED" | "CANCELLED" | "DRAFT" | "ISSUED" | "REJECTED" | "SUBMITTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RequisitionEditor_requisition$data = {
  readonly allowedActions: ReadonlyArray<StoreRequisitionAction>;
  readonly createdAt: any;
  readonly editable: boolean;
  readonly id: string;
  readonly jobCardNumber: string | null | undefined;
  readonly lines: ReadonlyArray<{
    readonly code: string;
    readonly lineId: number;
    readonly name: string;
    readonly quantity: number;
    readonly quantityOnHand: number;
    readonly stockItemId: number;
    readonly unit: string;
  }>;
  readonly note: string | null | undefined;
  readonly number: string;
  readonly requestedBy: string;
  readonly status: StoreRequisitionStatus;
  readonly updatedAt: any;
  readonly warehouseId: number;
  readonly warehouseName: string;
  readonly " $fragmentType": "RequisitionEditor_requisition";
};
export type RequisitionEditor_requisition$key = {
  readonly " $data"?: RequisitionEditor_requisition$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequisitionEditor_requisition">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequisitionEditor_requisition",
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
      "name": "number",
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
      "name": "editable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowedActions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warehouseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warehouseName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jobCardNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreRequisitionLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockItemId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
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
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantityOnHand",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StoreRequisition",
  "abstractKey": null
};

(node as any).hash = "b406f7cdc93d0c78edecb4a332ca9559";

export default node;
