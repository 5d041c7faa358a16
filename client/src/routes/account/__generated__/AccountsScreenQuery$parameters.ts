/**
 * @generated SignedSource<<51ae5d2ffd88ce52f0e5628f9c4f5b98>>
 * @relayHash c3e962d9ba07b92b7d93674d588a7439
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0184ab2a69bf738d6920d323722e4f9f0b6fc0f4ac93475797aeec0f76af08e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountsScreenQuery } from './AccountsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AccountsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d0184ab2a69bf738d6920d323722e4f9f0b6fc0f4ac93475797aeec0f76af08e",
    "metadata": {},
    "name": "AccountsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
