/**
 * @generated SignedSource<<10a1e779e159f64f4c7b6f590650a911>>
 * @relayHash a4de6a9a1289f78a67f819bc8365395f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5ee8a56115929d6297506d399384291531f96f8bc3025517b9fb11d3222d2a9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationKind = "ALERT" | "APPLICATION_STATUS" | "BILL_ISSUED" | "NEW_MESSAGE" | "PAYMENT_DUE" | "PAYMENT_OVERDUE" | "READING_DUE" | "%future added value";
export type NotificationUnsubscribeScreenQuery$variables = {
  token: string;
};
export type NotificationUnsubscribeScreenQuery$data = {
  readonly notificationUnsubscribe: {
    readonly kind: NotificationKind;
  } | null | undefined;
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeButton_settings">;
  };
};
export type NotificationUnsubscribeScreenQuery = {
  response: NotificationUnsubscribeScreenQuery$data;
  variables: NotificationUnsubscribeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "token",
      "variableName": "token"
    }
  ],
  "concreteType": "NotificationUnsubscribe",
  "kind": "LinkedField",
  "name": "notificationUnsubscribe",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationUnsubscribeScreenQuery",
    "selections": [
      (v1/*:: as any*/),
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
            "name": "HomeButton_settings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationUnsubscribeScreenQuery",
    "selections": [
      (v1/*:: as any*/),
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
            "name": "homeButtonUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d5ee8a56115929d6297506d399384291531f96f8bc3025517b9fb11d3222d2a9",
    "metadata": {},
    "name": "NotificationUnsubscribeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "20bcd6da3599ad1acf7cfa5e7ce89a99";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
