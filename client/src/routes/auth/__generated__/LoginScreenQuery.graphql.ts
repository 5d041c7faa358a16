/**
 * @generated SignedSource<<42e74ac387a8a100313f229545d230d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    readonly " $fragmentSpreads": FragmentRefs<"LoginLinks_settings">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LoginDisabledNotice_query" | "WelcomeBanner_query">;
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
};
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
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LoginLinks_settings"
          }
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          }
        ],
        "storageKey": "texts(ids:[112])"
      }
    ]
  },
  "params": {
    "cacheID": "8717187fd4ef4158d4919b23e980deff",
    "id": null,
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": "query LoginScreenQuery {\n  organisation {\n    name\n    isLoginDisabled\n    loginBackgroundImage\n  }\n  settings {\n    showPaymentButtonAtLogin\n    ...LoginLinks_settings\n  }\n  ...WelcomeBanner_query\n  ...LoginDisabledNotice_query\n}\n\nfragment LoginDisabledNotice_query on Query {\n  disabledText: texts(ids: [112]) {\n    text\n  }\n  organisation {\n    disableLoginDate\n  }\n}\n\nfragment LoginLinks_settings on Settings {\n  enableEBillRegistration\n  newCustomerApplication\n  newCustomerEvaluationApplication\n}\n\nfragment WelcomeBanner_query on Query {\n  welcomeMessage\n}\n"
  }
};
})();

(node as any).hash = "6db6cbb13a6519fbd3f3c7d71f28e87c";

export default node;
