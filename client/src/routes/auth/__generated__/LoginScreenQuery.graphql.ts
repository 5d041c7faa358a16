/**
 * @generated SignedSource<<00397fa1119971ca1d1ac417d7cf5636>>
 * @relayHash 800322d392c4b94ffc2c0f683d41aaa3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 059cc06b39edabaa9091abb8f47d437437317a6ffbd4551191ca634d01006cf3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
  readonly " $fragmentSpreads": FragmentRefs<"LoginDisabledNotice_query" | "LoginModes_query" | "WelcomeBanner_query">;
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
            "name": "isTermsOfUse",
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
              58,
              59
            ]
          }
        ],
        "concreteType": "Text",
        "kind": "LinkedField",
        "name": "texts",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": "texts(ids:[39,49,55,58,59])"
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountExampleImage",
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "059cc06b39edabaa9091abb8f47d437437317a6ffbd4551191ca634d01006cf3",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d83df911c8c2aa0c33b51f8a25068c3a";

export default node;
