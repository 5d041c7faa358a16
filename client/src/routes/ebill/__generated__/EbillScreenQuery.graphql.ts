/**
 * @generated SignedSource<<5839fc5cdcf95079f63a33354aafa77c>>
 * @relayHash d181f05f4ead8f2bb63844d3059cb420
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b010957ef548299e03d1154845d0e25e410f271d29861fbfaf07bf796359ef38

import type { ConcreteRequest } from 'relay-runtime';
export type EbillScreenQuery$variables = Record<PropertyKey, never>;
export type EbillScreenQuery$data = {
  readonly accountExampleImage: string | null | undefined;
  readonly ebillLookups: {
    readonly terms: string;
  };
  readonly settings: {
    readonly customerMobileAllowedPhoneCountries: ReadonlyArray<string>;
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
    "id": "b010957ef548299e03d1154845d0e25e410f271d29861fbfaf07bf796359ef38",
    "metadata": {},
    "name": "EbillScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e46272fa51cc0a45ee218992e51e5fd7";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
