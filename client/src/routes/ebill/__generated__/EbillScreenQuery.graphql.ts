/**
 * @generated SignedSource<<8573fc0c06a3e3fb6b5be1405cb89d8b>>
 * @relayHash 7085d41485f713eee361be7134efeae0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48d8260b262ba73d43c32713d766d40a24d3c8a4dd72b7a1e8c84c9dedca8cf4

import type { ConcreteRequest } from 'relay-runtime';
export type EbillScreenQuery$variables = Record<PropertyKey, never>;
export type EbillScreenQuery$data = {
  readonly accountExampleImage: string | null | undefined;
  readonly ebillLookups: {
    readonly terms: string;
  };
  readonly settings: {
    readonly customerMobileAllowedPhoneCountries: ReadonlyArray<string>;
    readonly otpDisableResendSeconds: number;
  };
  readonly texts: ReadonlyArray<{
    readonly text: string | null | undefined;
  }>;
};
export type EbillScreenQuery = {
  response: EbillScreenQuery$data;
  variables: EbillScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "otpDisableResendSeconds",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "EbillLookups",
    "kind": "LinkedField",
    "name": "ebillLookups",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "terms",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "ids",
        "value": [
          110
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
    "storageKey": "texts(ids:[110])"
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "accountExampleImage",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EbillScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EbillScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "48d8260b262ba73d43c32713d766d40a24d3c8a4dd72b7a1e8c84c9dedca8cf4",
    "metadata": {},
    "name": "EbillScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "42259614fa4b7a6e06964cdafe0616d1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
