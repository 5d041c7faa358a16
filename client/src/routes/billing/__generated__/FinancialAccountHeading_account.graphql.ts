/**
 * @generated SignedSource<<b52f61eb50a68cd501fb76d3ed2f7133>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinancialAccountHeading_account$data = {
  readonly accountKey: string;
  readonly address: string;
  readonly holderName: string;
  readonly " $fragmentType": "FinancialAccountHeading_account";
};
export type FinancialAccountHeading_account$key = {
  readonly " $data"?: FinancialAccountHeading_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinancialAccountHeading_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinancialAccountHeading_account",
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
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "4608ca4babca6cffd5907f7e28c9f93f";

export default node;
