/**
 * @generated SignedSource<<731ce12205fc09e7a68f3b3e0b62012c>>
 * @relayHash a77866f0cbffa8008dabc70249046896
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4bfdfa79e7baf423fe5dfd7a975d8bbeff6b61215df2ff7ae335525abae197d

import type { ConcreteRequest } from 'relay-runtime';
export type WorkQueueKind = "CUSTOMER_SERVICE" | "MAINTENANCE" | "%future added value";
export type QueueCountsPanelQuery$variables = Record<PropertyKey, never>;
export type QueueCountsPanelQuery$data = {
  readonly workQueueSummaries: ReadonlyArray<{
    readonly assignedToMe: number;
    readonly kind: WorkQueueKind;
    readonly new: number;
    readonly total: number;
    readonly withUnreadMessages: number;
  }>;
};
export type QueueCountsPanelQuery = {
  response: QueueCountsPanelQuery$data;
  variables: QueueCountsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WorkQueueSummary",
    "kind": "LinkedField",
    "name": "workQueueSummaries",
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
        "name": "assignedToMe",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "withUnreadMessages",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "new",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
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
    "name": "QueueCountsPanelQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QueueCountsPanelQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c4bfdfa79e7baf423fe5dfd7a975d8bbeff6b61215df2ff7ae335525abae197d",
    "metadata": {},
    "name": "QueueCountsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1a0583fc736fe91c14d5b60f9558ab66";

export default node;
