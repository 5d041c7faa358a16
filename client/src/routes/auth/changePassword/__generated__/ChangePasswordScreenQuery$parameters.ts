/**
 * @generated SignedSource<<4dd11909cd38f98356d2a0c1a92c58bc>>
 * @relayHash cf3365425283a75a5c61200001a3ccac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35255d5a3cd6cc611d8bd2c3b3afd3f72576db98751f13b3b6617ff9a137b560

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangePasswordScreenQuery } from './ChangePasswordScreenQuery.graphql';

const node: PreloadableConcreteRequest<ChangePasswordScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "35255d5a3cd6cc611d8bd2c3b3afd3f72576db98751f13b3b6617ff9a137b560",
    "metadata": {},
    "name": "ChangePasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
