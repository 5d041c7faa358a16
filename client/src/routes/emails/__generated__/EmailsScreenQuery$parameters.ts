/**
 * @generated SignedSource<<149e8fe7c4e4585ec30b93da76fc5256>>
 * @relayHash 914a4b8b4a7b7d3b9fbc935f535a562a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acb404ea5f6b79fe2ed89882b64b278c44548325f24468b351d771c232c89f50

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EmailsScreenQuery } from './EmailsScreenQuery.graphql';

const node: PreloadableConcreteRequest<EmailsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "acb404ea5f6b79fe2ed89882b64b278c44548325f24468b351d771c232c89f50",
    "metadata": {},
    "name": "EmailsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
