/**
 * @generated SignedSource<<183a63f3fe0c0d9e66a50d0de65afb82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Shortcuts_settings$data = {
  readonly allowDashboardsCustomer: boolean;
  readonly customerMeterReadings: boolean;
  readonly " $fragmentType": "Shortcuts_settings";
};
export type Shortcuts_settings$key = {
  readonly " $data"?: Shortcuts_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"Shortcuts_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Shortcuts_settings",
  "selections": [
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
      "name": "allowDashboardsCustomer",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "e1504a3114eccfd5e3036e78fe89b38d";

export default node;
