/**
 * @generated SignedSource<<216eebe0a307c7aa857d98327dfd279e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
