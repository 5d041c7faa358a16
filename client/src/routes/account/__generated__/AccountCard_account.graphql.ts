/**
 * @generated SignedSource<<6d2ca728dd07cce312985b4c73fd7584>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AccountRelation = "NONE" | "OWNER" | "REPRESENTATIVE" | "TENANT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccountCard_account$data = {
  readonly accountKey: string;
  readonly holderName: string;
  readonly id: string;
  readonly isSelected: boolean;
  readonly property: {
    readonly " $fragmentSpreads": FragmentRefs<"PropertyDetails_property">;
  };
  readonly relation: AccountRelation;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDetails_account">;
  readonly " $fragmentType": "AccountCard_account";
};
export type AccountCard_account$key = {
  readonly " $data"?: AccountCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountCard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountCard_account",
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
      "name": "relation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSelected",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountDetails_account"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Property",
      "kind": "LinkedField",
      "name": "property",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PropertyDetails_property"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "bb5757c67b0ff3cac4edc7bdf0bf1eb8";

export default node;
