/**
 * @generated SignedSource<<9e6a2ff2ffc80cdcedd70263d1f07116>>
 * @relayHash 7b05fc30fe37c6f509b85cc6708e079c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ed4e80f2099ef491a5d5e68e058ff7dfaa573a0d1f1f6e084dfc5bea1b9ea3c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ConfirmEmailChangeScreenQuery } from './ConfirmEmailChangeScreenQuery.graphql';

const node: PreloadableConcreteRequest<ConfirmEmailChangeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1ed4e80f2099ef491a5d5e68e058ff7dfaa573a0d1f1f6e084dfc5bea1b9ea3c",
    "metadata": {},
    "name": "ConfirmEmailChangeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
