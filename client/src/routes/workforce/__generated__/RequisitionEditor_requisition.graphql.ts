/**
 * @generated SignedSource<<f56c1d4bd5488152cc5a66ab13906365>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StoreRequisitionAction = "APPROVE" | "CANCEL" | "ISSUE" | "REJECT" | "SUBMIT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RequisitionEditor_requisition$data = {
  readonly allowedActions: ReadonlyArray<StoreRequisitionAction>;
  readonly editable: boolean;
  readonly id: string;
  readonly jobCardNumber: string | null | undefined;
  readonly lines: ReadonlyArray<{
    readonly quantity: number;
    readonly stockItemId: number;
  }>;
  readonly note: string | null | undefined;
  readonly number: string;
  readonly warehouseId: number;
  readonly " $fragmentSpreads": FragmentRefs<"RequisitionSummary_requisition">;
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
      "concreteType": "StoreRequisitionLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
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
          "name": "quantity",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RequisitionSummary_requisition"
    }
  ],
  "type": "StoreRequisition",
  "abstractKey": null
};

(node as any).hash = "88bde42bbc1a5989f77d881845d76d23";

export default node;
