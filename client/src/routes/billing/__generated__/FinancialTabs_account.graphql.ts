/**
 * @generated SignedSource<<4aef502ee29c00cf9bf75e51db854852>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinancialTabs_account$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BillsSection_account" | "PaymentsSection_account" | "StatementSection_account">;
  readonly " $fragmentType": "FinancialTabs_account";
};
export type FinancialTabs_account$key = {
  readonly " $data"?: FinancialTabs_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinancialTabs_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "from"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "to"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinancialTabs_account",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillsSection_account"
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "kind": "FragmentSpread",
      "name": "StatementSection_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentsSection_account"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "5cc34da16828904579c2b87aa19932a1";

export default node;
