/**
 * @generated SignedSource<<65b3000e295cc9eaef8b039ec7cd86cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LoginLinks_settings$data = {
  readonly enableEBillRegistration: boolean;
  readonly newCustomerApplication: boolean;
  readonly newCustomerEvaluationApplication: boolean;
  readonly " $fragmentType": "LoginLinks_settings";
};
export type LoginLinks_settings$key = {
  readonly " $data"?: LoginLinks_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoginLinks_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoginLinks_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enableEBillRegistration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newCustomerApplication",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newCustomerEvaluationApplication",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "4bf526e91d360b3cf7c171d2188f841c";

export default node;
