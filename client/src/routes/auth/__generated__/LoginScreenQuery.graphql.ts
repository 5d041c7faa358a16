/**
 * @generated SignedSource<<c9e0536775f06ac666538e488fa8fbad>>
 * @relayHash f0e58f040a93d3cd6bcace5846e2aa47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 816604e0a02a5319e3a24a302f8c5789ad3793f66163231789d1fa51d8334a6b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LoginScreenQuery$variables = Record<PropertyKey, never>;
export type LoginScreenQuery$data = {
  readonly organisation: {
    readonly isLoginDisabled: boolean;
    readonly loginBackgroundImage: string | null | undefined;
    readonly name: string;
  };
  readonly settings: {
    readonly showPaymentButtonAtLogin: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LoginDisabledNotice_query" | "LoginModes_query" | "ReturnLink_query" | "SingleSignOnSection_query" | "WelcomeBanner_query">;
};
export type LoginScreenQuery = {
  response: LoginScreenQuery$data;
  variables: LoginScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLoginDisabled",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "loginBackgroundImage",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "showPaymentButtonAtLogin",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "textId",
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WelcomeBanner_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LoginDisabledNotice_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LoginModes_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SingleSignOnSection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReturnLink_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disableLoginDate",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
          },
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "welcomeMessage",
        "storageKey": null
      },
      {
        "alias": "disabledText",
        "args": [
          {
            "kind": "Literal",
            "name": "ids",
            "value": [
              112
            ]
          }
        ],
        "concreteType": "Text",
        "kind": "LinkedField",
        "name": "texts",
        "plural": true,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": "texts(ids:[112])"
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
        "selections": (v5/*:: as any*/),
        "storageKey": "texts(ids:[52,77,78,79])"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LegalTerms",
        "kind": "LinkedField",
        "name": "legalTerms",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hash",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LegalParagraph",
            "kind": "LinkedField",
            "name": "paragraphs",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subtitle",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "registrationTexts",
        "args": [
          {
            "kind": "Literal",
            "name": "ids",
            "value": [
              39,
              49,
              55,
              56,
              58,
              59,
              86
            ]
          }
        ],
        "concreteType": "Text",
        "kind": "LinkedField",
        "name": "texts",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": "texts(ids:[39,49,55,56,58,59,86])"
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountExampleImage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SingleSignOn",
        "kind": "LinkedField",
        "name": "singleSignOn",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "providerName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startPath",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "returnLink",
        "args": [
          {
            "kind": "Literal",
            "name": "ids",
            "value": [
              47,
              48
            ]
          }
        ],
        "concreteType": "Text",
        "kind": "LinkedField",
        "name": "texts",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": "texts(ids:[47,48])"
      }
    ]
  },
  "params": {
    "id": "816604e0a02a5319e3a24a302f8c5789ad3793f66163231789d1fa51d8334a6b",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "46b5f652b58b06cfe145162287a75297";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
