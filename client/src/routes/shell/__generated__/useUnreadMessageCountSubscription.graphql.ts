/**
 * @generated SignedSource<<702a6ec032a53ded2292c7a0f4c21765>>
 * @relayHash 9a14aead609c7e82e16cf011684b112d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98f524778d8674dd4642501ce050601c182cbf0896abcd5b853953f0493784f7

import type { ConcreteRequest } from 'relay-runtime';
export type useUnreadMessageCountSubscription$variables = Record<PropertyKey, never>;
export type useUnreadMessageCountSubscription$data = {
  readonly unreadMessageCount: number;
};
export type useUnreadMessageCountSubscription = {
  response: useUnreadMessageCountSubscription$data;
  variables: useUnreadMessageCountSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unreadMessageCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnreadMessageCountSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useUnreadMessageCountSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "98f524778d8674dd4642501ce050601c182cbf0896abcd5b853953f0493784f7",
    "metadata": {},
    "name": "useUnreadMessageCountSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "2552c9123afc2ad7507f5324dde1fc56";

export default node;
