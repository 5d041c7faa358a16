/**
 * @generated SignedSource<<3e1d90a79d627313e50b591fdd03265c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Navigation_settings$data = {
  readonly allowDashboardsCustomer: boolean;
  readonly customerMeterReadings: boolean;
  readonly emmHalfHourConsumptions: boolean;
  readonly enableEBillRegistration: boolean;
  readonly newCustomerApplication: boolean;
  readonly newCustomerEvaluationApplication: boolean;
  readonly showPaymentButton: boolean;
  readonly " $fragmentType": "Navigation_settings";
};
export type Navigation_settings$key = {
  readonly " $data"?: Navigation_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"Navigation_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Navigation_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showPaymentButton",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerMeterReadings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emmHalfHourConsumptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowDashboardsCustomer",
      "storageKey": null
    },
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

(node as any).hash = "40aded15d7381678fb33d7fd20f8791d";

export default node;
