/**
 * @generated SignedSource<<ac526146702f5f0e7649cfe7c7e3a4b3>>
 * @relayHash 6a07eb48cd1f82783a2cf892047cf9b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37d3af4be712d214d7fb105fa9c1c409ba8d09a60d708bdf3faf52eead74b38e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganisationShellTestQuery$variables = Record<PropertyKey, never>;
export type OrganisationShellTestQuery$data = {
  readonly organisation: {
    readonly " $fragmentSpreads": FragmentRefs<"Header_organisation" | "Navigation_organisation">;
  };
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"Header_settings" | "Navigation_settings">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"Header_viewer" | "Navigation_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"HelpMenu_query">;
};
export type OrganisationShellTestQuery = {
  response: OrganisationShellTestQuery$data;
  variables: OrganisationShellTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
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
],
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "LocalizedFile"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganisationShellTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Header_organisation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Navigation_organisation"
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Header_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Navigation_viewer"
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
    "name": "OrganisationShellTestQuery",
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
            "name": "enableSupportPage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enablePrivacyPolicy",
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
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              (v0/*:: as any*/),
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
                "name": "registrationType",
                "storageKey": null
              },
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
              },
              {
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
                  }
                ],
                "storageKey": null
              }
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
        "selections": (v1/*:: as any*/),
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
        "selections": (v1/*:: as any*/),
        "storageKey": "localizedFile(kind:\"MAP_GUIDE\")"
      }
    ]
  },
  "params": {
    "id": "37d3af4be712d214d7fb105fa9c1c409ba8d09a60d708bdf3faf52eead74b38e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "appGuide": (v2/*:: as any*/),
        "appGuide.downloadUrl": (v3/*:: as any*/),
        "appGuide.exists": (v4/*:: as any*/),
        "helpVideos": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Text"
        },
        "helpVideos.text": (v3/*:: as any*/),
        "mapGuide": (v2/*:: as any*/),
        "mapGuide.downloadUrl": (v3/*:: as any*/),
        "mapGuide.exists": (v4/*:: as any*/),
        "organisation": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Organisation"
        },
        "organisation.enableIconsNavBar": (v4/*:: as any*/),
        "organisation.enablePrivacyPolicy": (v4/*:: as any*/),
        "organisation.enableSupportPage": (v4/*:: as any*/),
        "organisation.logo": (v3/*:: as any*/),
        "organisation.menuIcons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MenuIcon"
        },
        "organisation.menuIcons.image": (v3/*:: as any*/),
        "organisation.menuIcons.item": (v5/*:: as any*/),
        "organisation.name": (v5/*:: as any*/),
        "organisation.paymentLink": (v3/*:: as any*/),
        "organisation.paymentLinks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PaymentLink"
        },
        "organisation.paymentLinks.link": (v5/*:: as any*/),
        "organisation.shortName": (v5/*:: as any*/),
        "organisation.showNavBarOnHover": (v4/*:: as any*/),
        "settings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Settings"
        },
        "settings.allowDashboardsCustomer": (v4/*:: as any*/),
        "settings.customerMeterReadings": (v4/*:: as any*/),
        "settings.emmHalfHourConsumptions": (v4/*:: as any*/),
        "settings.enableEBillRegistration": (v4/*:: as any*/),
        "settings.languages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Language"
        },
        "settings.languages.code": (v5/*:: as any*/),
        "settings.newCustomerApplication": (v4/*:: as any*/),
        "settings.newCustomerEvaluationApplication": (v4/*:: as any*/),
        "settings.showPaymentButton": (v4/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.user": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.user.contactUsUrl": (v3/*:: as any*/),
        "viewer.user.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UserFeatures"
        },
        "viewer.user.features.applications": (v4/*:: as any*/),
        "viewer.user.features.assets": (v4/*:: as any*/),
        "viewer.user.features.captureMeterReadings": (v4/*:: as any*/),
        "viewer.user.features.debtManagement": (v4/*:: as any*/),
        "viewer.user.features.disconnections": (v4/*:: as any*/),
        "viewer.user.features.elements": (v4/*:: as any*/),
        "viewer.user.features.enquiries": (v4/*:: as any*/),
        "viewer.user.features.gisAdministration": (v4/*:: as any*/),
        "viewer.user.features.logs": (v4/*:: as any*/),
        "viewer.user.features.omApplications": (v4/*:: as any*/),
        "viewer.user.features.samples": (v4/*:: as any*/),
        "viewer.user.features.webGis": (v4/*:: as any*/),
        "viewer.user.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.user.name": (v5/*:: as any*/),
        "viewer.user.registrationType": {
          "enumValues": [
            "EMAIL",
            "MOBILE"
          ],
          "nullable": false,
          "plural": false,
          "type": "RegistrationType"
        },
        "viewer.user.role": {
          "enumValues": [
            "CUSTOMER",
            "EMPLOYEE"
          ],
          "nullable": false,
          "plural": false,
          "type": "Role"
        },
        "viewer.user.showContactUsEmail": (v4/*:: as any*/)
      }
    },
    "name": "OrganisationShellTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "939a12486d55923b4ff20dfc5dde6f78";

export default node;
