/**
 * @generated SignedSource<<ea3f64f57fad0035fe45015ecd134b7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LoginModes_query$data = {
  readonly customTexts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"useServerTexts_texts">;
  }>;
  readonly settings: {
    readonly customerIdNoRegExpr: string | null | undefined;
    readonly customerLoginWithOtp: boolean;
    readonly isTermsOfUse: boolean;
    readonly otpDisableResendSeconds: number;
    readonly reCaptchaScriptUrl: string | null | undefined;
    readonly reCaptchaSiteKey: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"LoginLinks_settings" | "RegistrationView_settings">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LegalTermsField_query" | "RegistrationView_query">;
  readonly " $fragmentType": "LoginModes_query";
};
export type LoginModes_query$key = {
  readonly " $data"?: LoginModes_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoginModes_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoginModes_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerLoginWithOtp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "otpDisableResendSeconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reCaptchaSiteKey",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reCaptchaScriptUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isTermsOfUse",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerIdNoRegExpr",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LoginLinks_settings"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RegistrationView_settings"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "customTexts",
      "args": [
        {
          "kind": "Literal",
          "name": "ids",
          "value": [
            52,
            77,
            78,
            79
          ]
        }
      ],
      "concreteType": "Text",
      "kind": "LinkedField",
      "name": "texts",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "useServerTexts_texts"
        }
      ],
      "storageKey": "texts(ids:[52,77,78,79])"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LegalTermsField_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RegistrationView_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "32e79b4a13f0ef484b2413275063c722";

export default node;
