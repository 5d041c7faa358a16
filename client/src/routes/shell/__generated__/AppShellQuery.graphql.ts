/**
 * @generated SignedSource<<d7c6c7d3abaa04e280ca8243728919f5>>
 * @relayHash 1b7db0ebbff9c78de27fcfb61d3acb2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 110d5c9e639c3ea7e88fe6a54bc00ef674a52691bce9f567f14ad72d13e6c9ed

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RegistrationType = "EMAIL" | "MOBILE" | "%future added value";
export type Role = "CUSTOMER" | "EMPLOYEE" | "%future added value";
export type AppShellQuery$variables = Record<PropertyKey, never>;
export type AppShellQuery$data = {
  readonly organisation: {
    readonly enablePortal: boolean;
    readonly enablePrivacyPolicy: boolean;
    readonly enableSupportPage: boolean;
    readonly isValid: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"BrandingStyle_organisation" | "Footer_organisation" | "Header_organisation" | "Navigation_organisation">;
  };
  readonly settings: {
    readonly isValid: boolean;
    readonly newCustomerApplication: boolean;
    readonly newCustomerEvaluationApplication: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"Header_settings" | "Navigation_settings">;
  };
  readonly viewer: {
    readonly language: string;
    readonly user: {
      readonly features: {
        readonly applications: boolean;
        readonly assets: boolean;
        readonly captureMeterReadings: boolean;
        readonly debtManagement: boolean;
        readonly disconnections: boolean;
        readonly elements: boolean;
        readonly enquiries: boolean;
        readonly gisAdministration: boolean;
        readonly logs: boolean;
        readonly omApplications: boolean;
        readonly samples: boolean;
        readonly viewAsCustomer: boolean;
        readonly webGis: boolean;
      };
      readonly registrationType: RegistrationType;
      readonly role: Role;
    } | null | undefined;
    readonly viewingAs: {
      readonly expiresAt: any;
    } | null | undefined;
    readonly visitorAccess: {
      readonly __typename: "VisitorAccess";
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"Header_viewer" | "Navigation_viewer" | "ViewAsBanner_viewer" | "VisitorBanner_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"HelpMenu_query">;
};
export type AppShellQuery = {
  response: AppShellQuery$data;
  variables: AppShellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isValid",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enablePortal",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enableSupportPage",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enablePrivacyPolicy",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "newCustomerApplication",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "newCustomerEvaluationApplication",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationType",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "UserFeatures",
  "kind": "LinkedField",
  "name": "features",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applications",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "omApplications",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disconnections",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "debtManagement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assets",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "elements",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "samples",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "captureMeterReadings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webGis",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gisAdministration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enquiries",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewAsCustomer",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "exists",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "downloadUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppShellQuery",
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
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Header_organisation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Navigation_organisation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Footer_organisation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BrandingStyle_organisation"
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
          (v0/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Header_settings"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Navigation_settings"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewingAs",
            "kind": "LinkedField",
            "name": "viewingAs",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Header_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Navigation_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ViewAsBanner_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VisitorBanner_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VisitorAccess",
            "kind": "LinkedField",
            "name": "visitorAccess",
            "plural": false,
            "selections": [
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HelpMenu_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppShellQuery",
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
          (v3/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shortName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enableIconsNavBar",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showNavBarOnHover",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentLink",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentLink",
            "kind": "LinkedField",
            "name": "paymentLinks",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "link",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MenuIcon",
            "kind": "LinkedField",
            "name": "menuIcons",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "item",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "image",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Branding",
            "kind": "LinkedField",
            "name": "branding",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "main",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secondary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "loginPrimary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "loginSecondary",
                "storageKey": null
              }
            ],
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
          (v0/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Language",
            "kind": "LinkedField",
            "name": "languages",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewingAs",
            "kind": "LinkedField",
            "name": "viewingAs",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "employeeName",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showContactUsEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactUsUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VisitorAccess",
            "kind": "LinkedField",
            "name": "visitorAccess",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "helpVideos",
        "args": [
          {
            "kind": "Literal",
            "name": "ids",
            "value": [
              51
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
        "storageKey": "texts(ids:[51])"
      },
      {
        "alias": "appGuide",
        "args": [
          {
            "kind": "Literal",
            "name": "kind",
            "value": "APP_GUIDE"
          }
        ],
        "concreteType": "LocalizedFile",
        "kind": "LinkedField",
        "name": "localizedFile",
        "plural": false,
        "selections": (v13/*:: as any*/),
        "storageKey": "localizedFile(kind:\"APP_GUIDE\")"
      },
      {
        "alias": "mapGuide",
        "args": [
          {
            "kind": "Literal",
            "name": "kind",
            "value": "MAP_GUIDE"
          }
        ],
        "concreteType": "LocalizedFile",
        "kind": "LinkedField",
        "name": "localizedFile",
        "plural": false,
        "selections": (v13/*:: as any*/),
        "storageKey": "localizedFile(kind:\"MAP_GUIDE\")"
      }
    ]
  },
  "params": {
    "id": "110d5c9e639c3ea7e88fe6a54bc00ef674a52691bce9f567f14ad72d13e6c9ed",
    "metadata": {},
    "name": "AppShellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c311efbf3fb37ce75c361a244163fc90";

export default node;
