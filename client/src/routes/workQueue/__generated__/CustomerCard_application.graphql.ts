/**
 * @generated SignedSource<<aa4a37e7e96e9ed25ffb3075c45adb41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomerCard_application$data = {
  readonly customer: {
    readonly email: string | null | undefined;
    readonly id: string;
    readonly idNumber: string;
    readonly mailingAddress: string | null | undefined;
    readonly mobileNo: string | null | undefined;
    readonly name: string;
    readonly telNo: string | null | undefined;
  } | null | undefined;
  readonly customerName: string;
  readonly " $fragmentType": "CustomerCard_application";
};
export type CustomerCard_application$key = {
  readonly " $data"?: CustomerCard_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerCard_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerCard_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Customer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mobileNo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "telNo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mailingAddress",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "8a1c17626a1652435af366bd5680ddcd";

export default node;
