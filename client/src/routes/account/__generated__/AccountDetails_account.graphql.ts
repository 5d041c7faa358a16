/**
 * @generated SignedSource<<77244e8edf9b5cbec9a4ca1eabcfb6f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AccountStatus = "ACTIVE" | "CLOSED" | "SUSPENDED" | "%future added value";
export type ConsumerType = "COMMERCIAL" | "DOMESTIC" | "INDUSTRIAL" | "PUBLIC" | "%future added value";
export type SupplyType = "ELECTRICITY" | "WATER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccountDetails_account$data = {
  readonly accountKey: string;
  readonly address: string;
  readonly bankName: string | null | undefined;
  readonly billingGroup: string | null | undefined;
  readonly consumerType: ConsumerType | null | undefined;
  readonly eBill: boolean;
  readonly holderName: string;
  readonly maskedIban: string | null | undefined;
  readonly openedOn: string | null | undefined;
  readonly status: AccountStatus | null | undefined;
  readonly supplyType: SupplyType | null | undefined;
  readonly tariff: string | null | undefined;
  readonly " $fragmentType": "AccountDetails_account";
};
export type AccountDetails_account$key = {
  readonly " $data"?: AccountDetails_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDetails_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountDetails_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holderName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consumerType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tariff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplyType",
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
      "name": "openedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedIban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eBill",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "f166c7dc8d77f7139b0a8aa2480f50ec";

export default node;
