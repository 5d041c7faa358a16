/**
 * @generated SignedSource<<db0d28aafbe48bfa26759ca46655d965>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PortalProfileType = "CUSTOMER" | "EMPLOYEE" | "NONE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RegistrationView_settings$data = {
  readonly customerMobileNoRegExpr: string | null | undefined;
  readonly otpDisableResendSeconds: number;
  readonly passwordMinimumLength: number;
  readonly portalProfileType: PortalProfileType;
  readonly strongPassword: boolean;
  readonly validateCustomerAccountIdNo: boolean;
  readonly validateEmployeeAccountIdNo: boolean;
  readonly " $fragmentType": "RegistrationView_settings";
};
export type RegistrationView_settings$key = {
  readonly " $data"?: RegistrationView_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationView_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrationView_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passwordMinimumLength",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "strongPassword",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "portalProfileType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validateCustomerAccountIdNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validateEmployeeAccountIdNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerMobileNoRegExpr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otpDisableResendSeconds",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "733ee951402b9a9e8ed12d58c8636a11";

export default node;
