/**
 * @generated SignedSource<<6184f84c6eb42238906967516bf98c93>>
 * @relayHash 4de59c18d84218157061d7fb81526028
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fbe0e7a4a85f72def1b929e0ef509c10729d1e3eab1f7f009e548ee9efbc27d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { JobCardScreenQuery } from './JobCardScreenQuery.graphql';

const node: PreloadableConcreteRequest<JobCardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0fbe0e7a4a85f72def1b929e0ef509c10729d1e3eab1f7f009e548ee9efbc27d",
    "metadata": {},
    "name": "JobCardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
