/**
 * @generated SignedSource<<a42c6e4085c703d11168d85a4458aa25>>
 * @relayHash 46ed89721be5170924602e65e962b935
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93056d59893603c44022b888389373581447ea62bd1e55d4b35064dac1f201a1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "93056d59893603c44022b888389373581447ea62bd1e55d4b35064dac1f201a1",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
