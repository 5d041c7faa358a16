/**
 * @generated SignedSource<<9d5138c8d08f1e21312d9b22b3e2be29>>
 * @relayHash 9a09e32186150ccdcc66279cff28344b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f92b24315d9baf41176c4dac3c3a782daa4d9e88892c46bebdab7ecb12ee4668

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentOutcome = "COMPLETED" | "PENDING" | "REJECTED" | "%future added value";
export type PaymentResultScreenQuery$variables = {
  paymentId: string;
};
export type PaymentResultScreenQuery$data = {
  readonly paymentResult: {
    readonly accountNumber: string;
    readonly amount: {
      readonly formatted: string;
    };
    readonly outcome: PaymentOutcome;
  } | null | undefined;
  readonly viewer: {
    readonly isAuthenticated: boolean;
  };
};
export type PaymentResultScreenQuery = {
  response: PaymentResultScreenQuery$data;
  variables: PaymentResultScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "paymentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "paymentId",
        "variableName": "paymentId"
      }
    ],
    "concreteType": "PaymentResult",
    "kind": "LinkedField",
    "name": "paymentResult",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "outcome",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "amount",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "formatted",
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
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAuthenticated",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentResultScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentResultScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f92b24315d9baf41176c4dac3c3a782daa4d9e88892c46bebdab7ecb12ee4668",
    "metadata": {},
    "name": "PaymentResultScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "daff1e5ea690788ddb38bb082a34480f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
