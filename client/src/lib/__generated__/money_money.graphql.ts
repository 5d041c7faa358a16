/**
 * @generated SignedSource<<1408b708c5277a14bedaced714ac7b9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type money_money$data = {
  readonly amount: string;
  readonly currencySymbol: string;
  readonly " $fragmentType": "money_money";
};
export type money_money$key = {
  readonly " $data"?: money_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"money_money">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "money_money"
};

(node as any).hash = "9b75bd55a8397d21951d4aa74a2344d1";

export default node;
