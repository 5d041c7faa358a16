/**
 * @generated SignedSource<<5c2a6fecea5072297a1bd1f00825b7ab>>
 * @relayHash 0891bfee3d02f70ea3b2865e76983b0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f069ec76dae35f97988fdbf3eee657b357f4466ac194e1d7bf8b5997b379ea3f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ResetPasswordScreenQuery } from './ResetPasswordScreenQuery.graphql';

const node: PreloadableConcreteRequest<ResetPasswordScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f069ec76dae35f97988fdbf3eee657b357f4466ac194e1d7bf8b5997b379ea3f",
    "metadata": {},
    "name": "ResetPasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
