/**
 * @generated SignedSource<<8c4e93633ae7ab72291619cf79509a3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FeePanel_fee$data = {
  readonly amount: {
    readonly amount: string;
    readonly formatted: string;
  };
  readonly paid: boolean;
  readonly paidOn: any | null | undefined;
  readonly payableNow: boolean;
  readonly receiptNumber: string | null | undefined;
  readonly " $fragmentType": "FeePanel_fee";
};
export type FeePanel_fee$key = {
  readonly " $data"?: FeePanel_fee$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeePanel_fee">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeePanel_fee",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receiptNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payableNow",
      "storageKey": null
    }
  ],
  "type": "ApplicationFeeStatus",
  "abstractKey": null
};

(node as any).hash = "880e82c3eda34d6022f979221b4f4ebd";

export default node;
