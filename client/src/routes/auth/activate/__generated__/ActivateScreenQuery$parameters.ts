/**
 * @generated SignedSource<<f21dfa35ae9397a7b31d5cad6f890827>>
 * @relayHash 246fec20abb5937d734dac50c0800015
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83bc74deefc43014bfa573afa59a3752c2c69b09f086b55514584aeeb590cb08

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ActivateScreenQuery } from './ActivateScreenQuery.graphql';

const node: PreloadableConcreteRequest<ActivateScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "83bc74deefc43014bfa573afa59a3752c2c69b09f086b55514584aeeb590cb08",
    "metadata": {},
    "name": "ActivateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
