/**
 * @generated SignedSource<<6f6b20251cd39f8d5fbbc1dc3818cdb9>>
 * @relayHash c0331c6f3a353ef78832de3371e0773f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08868aaf57ce9d740cc71e6279e447bbacdec10288aed005b5305b9d5667663c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MeterScreenQuery } from './MeterScreenQuery.graphql';

const node: PreloadableConcreteRequest<MeterScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "08868aaf57ce9d740cc71e6279e447bbacdec10288aed005b5305b9d5667663c",
    "metadata": {},
    "name": "MeterScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
