/**
 * @generated SignedSource<<bcbade9561c379065214d93b09d64719>>
 * @relayHash 586719093cf79c22c9ca01b496559ea0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 994bb4fdcfeea0b74ade1a210ed2b8c553c41c3e730253f1ebd19dcc84461020

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LogsScreenQuery } from './LogsScreenQuery.graphql';

const node: PreloadableConcreteRequest<LogsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "994bb4fdcfeea0b74ade1a210ed2b8c553c41c3e730253f1ebd19dcc84461020",
    "metadata": {},
    "name": "LogsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
