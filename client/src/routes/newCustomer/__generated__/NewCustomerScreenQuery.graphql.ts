/**
 * @generated SignedSource<<e55faa6d26d6b3ad9c702f89b7887365>>
 * @relayHash 2021812c9df88db551182834b65e8510
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afec739cb24e7da22da3d144b340276cfc1e307f47f93f049e201d7d408e3c57

import type { ConcreteRequest } from 'relay-runtime';
export type CustomFieldType = "DATE" | "DECIMAL" | "INTEGER" | "LIBRARY" | "LOOKUP" | "STRING" | "%future added value";
export type NewCustomerDataPart = "CUSTOM_FIELDS" | "LIBRARY" | "LOOKUPS" | "%future added value";
export type NewCustomerStep = "ADDRESSES" | "ATTACHMENTS" | "CONSENT" | "CUSTOM_FIELDS" | "GENERAL" | "%future added value";
export type NewCustomerScreenQuery$variables = Record<PropertyKey, never>;
export type NewCustomerScreenQuery$data = {
  readonly header: ReadonlyArray<{
    readonly text: string | null | undefined;
  }>;
  readonly newCustomerWizard: {
    readonly accountTypes: ReadonlyArray<{
      readonly name: string;
      readonly optionId: number;
    }>;
    readonly addressLineNames: ReadonlyArray<string>;
    readonly consumerTypes: ReadonlyArray<{
      readonly name: string;
      readonly optionId: number;
    }>;
    readonly customFields: ReadonlyArray<{
      readonly customFieldId: number;
      readonly defaultValue: string | null | undefined;
      readonly groupName: string;
      readonly isMandatory: boolean;
      readonly items: ReadonlyArray<{
        readonly itemId: number;
        readonly name: string;
        readonly parentItemId: number | null | undefined;
      }>;
      readonly name: string;
      readonly parentCustomFieldId: number | null | undefined;
      readonly type: CustomFieldType;
      readonly unitLabel: string | null | undefined;
    }>;
    readonly genders: ReadonlyArray<{
      readonly name: string;
      readonly optionId: number;
    }>;
    readonly guideNotes: ReadonlyArray<{
      readonly step: NewCustomerStep;
      readonly text: string;
    }>;
    readonly idTypes: ReadonlyArray<{
      readonly description: string;
      readonly idTypeId: number;
      readonly name: string;
      readonly regularExpression: string | null | undefined;
    }>;
    readonly problems: ReadonlyArray<{
      readonly message: string;
      readonly part: NewCustomerDataPart;
    }>;
  };
  readonly organisation: {
    readonly name: string;
  };
  readonly settings: {
    readonly customerMobileAllowedPhoneCountries: ReadonlyArray<string>;
    readonly customerMobileNoPrefix: string | null | undefined;
    readonly customerMobileNoRegExpr: string | null | undefined;
  };
};
export type NewCustomerScreenQuery = {
  response: NewCustomerScreenQuery$data;
  variables: NewCustomerScreenQuery$variables;
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
    "name": "optionId",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NewCustomerWizard",
    "kind": "LinkedField",
    "name": "newCustomerWizard",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NewCustomerIdType",
        "kind": "LinkedField",
        "name": "idTypes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idTypeId",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regularExpression",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NewCustomerOption",
        "kind": "LinkedField",
        "name": "genders",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NewCustomerOption",
        "kind": "LinkedField",
        "name": "consumerTypes",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NewCustomerOption",
        "kind": "LinkedField",
        "name": "accountTypes",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NewCustomerGuideNote",
        "kind": "LinkedField",
        "name": "guideNotes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "step",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "addressLineNames",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CustomField",
        "kind": "LinkedField",
        "name": "customFields",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customFieldId",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unitLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isMandatory",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "parentCustomFieldId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defaultValue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomFieldItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemId",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "parentItemId",
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
        "concreteType": "NewCustomerLoadProblem",
        "kind": "LinkedField",
        "name": "problems",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "part",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
        "kind": "ScalarField",
        "name": "customerMobileAllowedPhoneCountries",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "customerMobileNoPrefix",
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
    "alias": "header",
    "args": [
      {
        "kind": "Literal",
        "name": "ids",
        "value": [
          115
        ]
      }
    ],
    "concreteType": "Text",
    "kind": "LinkedField",
    "name": "texts",
    "plural": true,
    "selections": [
      (v2/*:: as any*/)
    ],
    "storageKey": "texts(ids:[115])"
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "organisation",
    "plural": false,
    "selections": [
      (v0/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewCustomerScreenQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewCustomerScreenQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "afec739cb24e7da22da3d144b340276cfc1e307f47f93f049e201d7d408e3c57",
    "metadata": {},
    "name": "NewCustomerScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bb30c97b7c543df3b49b786aba4fca6c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
