/**
 * @generated SignedSource<<5a07fe3479d7cc41df11ad1d5f7a1967>>
 * @relayHash e75c6363eada8ff61129ba2d1e1359a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acf371695d41654235d326cf1b6afe5dafb41603fa414f785b198a8ee00dfbde

import type { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
export type WorkQueueKind = "CUSTOMER_SERVICE" | "MAINTENANCE" | "%future added value";
export type useWorkQueueChangedSubscription$variables = {
  kind: WorkQueueKind;
};
export type useWorkQueueChangedSubscription$data = {
  readonly workQueueChanged: {
    readonly assignedEmployee: string | null | undefined;
    readonly assignedToMe: boolean;
    readonly id: string;
    readonly name: string;
    readonly status: ApplicationStatus;
    readonly unreadMessageCount: number;
    readonly updatedOn: any;
  };
};
export type useWorkQueueChangedSubscription = {
  response: useWorkQueueChangedSubscription$data;
  variables: useWorkQueueChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      }
    ],
    "concreteType": "Application",
    "kind": "LinkedField",
    "name": "workQueueChanged",
    "plural": false,
    "selections": [
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedOn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadMessageCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "assignedEmployee",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "assignedToMe",
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
    "name": "useWorkQueueChangedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkQueueChangedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "acf371695d41654235d326cf1b6afe5dafb41603fa414f785b198a8ee00dfbde",
    "metadata": {},
    "name": "useWorkQueueChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a76dc943777bc1b6bf5fd51f9ed01de3";

export default node;
