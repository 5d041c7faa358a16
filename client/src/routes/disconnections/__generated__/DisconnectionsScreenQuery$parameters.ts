/**
 * @generated SignedSource<<58a8cb24e87bcffc63024a7c884997cf>>
 * @relayHash c6d7200592dc9abc8b4a391ace503eb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e155c365c007c61e2c1b2e90de8fddb82adb92d715d6efbfe9184cf4f94add2f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DisconnectionsScreenQuery } from './DisconnectionsScreenQuery.graphql';

const node: PreloadableConcreteRequest<DisconnectionsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e155c365c007c61e2c1b2e90de8fddb82adb92d715d6efbfe9184cf4f94add2f",
    "metadata": {},
    "name": "DisconnectionsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
