/**
 * @generated SignedSource<<2284f5bb67bbd90c1f9d513960971030>>
 * @relayHash 4dd411a77086c9491b6f83c156ca2954
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b636c8ed687c68fc642b27f190b513a6f49856dd9178b1af33acf800964495f7

import type { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "CANCELLED" | "DRAFT" | "EXPORTED" | "IN_PROCESS" | "NEW" | "POSTED" | "READY_FOR_EXPORT" | "SUSPENDED" | "UNKNOWN" | "%future added value";
export type WorkQueueKind = "CUSTOMER_SERVICE" | "MAINTENANCE" | "%future added value";
export type useWorkQueueChangedSubscription$variables = {
  kind: WorkQueueKind;
};
export type useWorkQueueChangedSubscription$data = {
  readonly workQueueChanged: {
    readonly allowedStatusChanges: ReadonlyArray<ApplicationStatus>;
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
        "name": "allowedStatusChanges",
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
    "id": "b636c8ed687c68fc642b27f190b513a6f49856dd9178b1af33acf800964495f7",
    "metadata": {},
    "name": "useWorkQueueChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a98f0a72dd4b370f136038153f4cbe66";

export default node;
