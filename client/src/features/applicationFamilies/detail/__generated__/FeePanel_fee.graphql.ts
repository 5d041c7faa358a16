/**
 * @generated SignedSource<<5054659e2cec88701c16a14763588da9>>
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
    }
  ],
  "type": "ApplicationFeeStatus",
  "abstractKey": null
};

(node as any).hash = "e47fcc7de0f0a51f735497e8491b8b8e";

export default node;
