/**
 * @generated SignedSource<<a500bb73d1b43e4f9b37c46fc595bb11>>
 * @relayHash 275d8368c2d5dfb7e66af4aee8aa0981
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e470add52e42ccc160d5970b6e4da68cdfc7aedf7b93d102bd3645d25c7d480e

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
    "args": [
      {
        "kind": "Literal",
        "name": "highlight",
        "value": "INVOICE_NUMBER"
      }
    ],
    "kind": "ScalarField",
    "name": "accountExampleImage",
    "storageKey": "accountExampleImage(highlight:\"INVOICE_NUMBER\")"
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
    "id": "e470add52e42ccc160d5970b6e4da68cdfc7aedf7b93d102bd3645d25c7d480e",
    "metadata": {},
    "name": "EbillScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6920386dd94ad28d7f39b2cc0b0ec5b8";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
