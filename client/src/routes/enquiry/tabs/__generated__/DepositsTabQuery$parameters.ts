/**
 * @generated SignedSource<<81286039a71f344a1f167e79d0ee2b41>>
 * @relayHash a8cc7618f99de63f61ade46c4e37aa6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55701f0ed9dd5f6f0af363783b91cb0e119cacf0f462b20e2d1f90554e0f8e7b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DepositsTabQuery } from './DepositsTabQuery.graphql';

const node: PreloadableConcreteRequest<DepositsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "55701f0ed9dd5f6f0af363783b91cb0e119cacf0f462b20e2d1f90554e0f8e7b",
    "metadata": {},
    "name": "DepositsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
