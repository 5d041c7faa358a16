/**
 * @generated SignedSource<<c54d496a362688e6b69fdb9d6854859d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StoreRequisitionStatus = "APPROVED" | "CANCELLED" | "DRAFT" | "ISSUED" | "REJECTED" | "SUBMITTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RequisitionSummary_requisition$data = {
  readonly lines: ReadonlyArray<{
    readonly code: string;
    readonly lineId: number;
    readonly name: string;
    readonly quantity: number;
    readonly quantityOnHand: number;
    readonly unit: string;
  }>;
  readonly requestedBy: string;
  readonly status: StoreRequisitionStatus;
  readonly updatedAt: any;
  readonly warehouseName: string;
  readonly " $fragmentType": "RequisitionSummary_requisition";
};
export type RequisitionSummary_requisition$key = {
  readonly " $data"?: RequisitionSummary_requisition$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequisitionSummary_requisition">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequisitionSummary_requisition",
  "selections": [
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

(node as any).hash = "1f0e7108d69f2f1e63159973951ecbd2";

export default node;
