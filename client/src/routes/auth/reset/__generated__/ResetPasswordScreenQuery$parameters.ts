/**
 * @generated SignedSource<<6a0604c809354f6e4c9b19ed015e6ae6>>
 * @relayHash 7df3eefb7b9643916bc18bdbf1260c47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f5c30e5d567ff536655f2cdcd2669066ffc32e9a6a52e0755748f80f25ec31f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ResetPasswordScreenQuery } from './ResetPasswordScreenQuery.graphql';

const node: PreloadableConcreteRequest<ResetPasswordScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7f5c30e5d567ff536655f2cdcd2669066ffc32e9a6a52e0755748f80f25ec31f",
    "metadata": {},
    "name": "ResetPasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
