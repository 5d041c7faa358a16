/**
 * @generated SignedSource<<a52b24227a7ae4943f07fa1b0b972d84>>
 * @relayHash 00f868226bb23bf9779d22bbd2d2414b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a55ec87df866554c26a2dd7dbafdf5b0491f5b6b7c45389ebc2c84171a2a945

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GisAdminHomeQuery } from './GisAdminHomeQuery.graphql';

const node: PreloadableConcreteRequest<GisAdminHomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2a55ec87df866554c26a2dd7dbafdf5b0491f5b6b7c45389ebc2c84171a2a945",
    "metadata": {},
    "name": "GisAdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
