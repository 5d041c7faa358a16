/**
 * @generated SignedSource<<874ca2d41c9f0f34070a5650d31b3e7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DisconnectionFilters_query$data = {
  readonly disconnectionBatches: ReadonlyArray<{
    readonly batchId: number;
    readonly batchNumber: string;
    readonly billingGroup: string;
  }>;
  readonly disconnectionBillingGroups: ReadonlyArray<string>;
  readonly " $fragmentType": "DisconnectionFilters_query";
};
export type DisconnectionFilters_query$key = {
  readonly " $data"?: DisconnectionFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DisconnectionFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DisconnectionFilters_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disconnectionBillingGroups",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DisconnectionBatch",
      "kind": "LinkedField",
      "name": "disconnectionBatches",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "batchId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "batchNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billingGroup",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "352cfd25e37a25f5ea894e9af5e886dc";

export default node;
