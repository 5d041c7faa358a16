/**
 * @generated SignedSource<<8b53ac7d8cc0964f46a853da804a5b7d>>
 * @relayHash 3a412953fbb29d1f0b98679422e1fdd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 020775707306d61b3c86947690cddf96010f9777ed85c749baa82ec404db88b6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { JobCardScreenQuery } from './JobCardScreenQuery.graphql';

const node: PreloadableConcreteRequest<JobCardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "020775707306d61b3c86947690cddf96010f9777ed85c749baa82ec404db88b6",
    "metadata": {},
    "name": "JobCardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
