/**
 * @generated SignedSource<<bfcf57ba9babf669795fefccf54cebe1>>
 * @relayHash b0bf033fc94c4670d6258fa8c059ee4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 277cc910ba90e53075772d5e46a951ef102f03e9a3543a59e691a8733440cbb6

import type { ConcreteRequest } from 'relay-runtime';
export type NotificationChannel = "BOTH" | "EMAIL" | "NONE" | "SMS" | "%future added value";
export type NotificationKind = "ALERT" | "APPLICATION_STATUS" | "BILL_ISSUED" | "NEW_MESSAGE" | "PAYMENT_DUE" | "PAYMENT_OVERDUE" | "READING_DUE" | "%future added value";
export type NotificationSettingsScreenQuery$variables = Record<PropertyKey, never>;
export type NotificationSettingsScreenQuery$data = {
  readonly viewer: {
    readonly notificationPreferences: ReadonlyArray<{
      readonly channel: NotificationChannel;
      readonly kind: NotificationKind;
    }> | null | undefined;
  };
};
export type NotificationSettingsScreenQuery = {
  response: NotificationSettingsScreenQuery$data;
  variables: NotificationSettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "concreteType": "NotificationPreference",
        "kind": "LinkedField",
        "name": "notificationPreferences",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "channel",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationSettingsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationSettingsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "277cc910ba90e53075772d5e46a951ef102f03e9a3543a59e691a8733440cbb6",
    "metadata": {},
    "name": "NotificationSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ae8aeaf4158a770edf4253f3e77a555a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
