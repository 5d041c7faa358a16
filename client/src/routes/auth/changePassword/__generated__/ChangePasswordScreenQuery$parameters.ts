/**
 * @generated SignedSource<<2debbf186bef2c1a7a87b546adaedd63>>
 * @relayHash 33807a5dffa5d311fe1af691888f6baa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cfd16fbe4783a76a2df0805aca5d9cf3c12a56d2fa3fdff4a114c03a7d5786e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangePasswordScreenQuery } from './ChangePasswordScreenQuery.graphql';

const node: PreloadableConcreteRequest<ChangePasswordScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0cfd16fbe4783a76a2df0805aca5d9cf3c12a56d2fa3fdff4a114c03a7d5786e",
    "metadata": {},
    "name": "ChangePasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
