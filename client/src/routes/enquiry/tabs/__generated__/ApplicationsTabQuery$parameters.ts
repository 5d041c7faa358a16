/**
 * @generated SignedSource<<b5e839f5122a5a8941aa3f08f26a0c06>>
 * @relayHash e5c96b57720b512323bd0a818c110060
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19170e87f3f60bae277a4fc0edf8272f6ac06ba5e4dce8154bdb47c7c801c2ca

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationsTabQuery } from './ApplicationsTabQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "19170e87f3f60bae277a4fc0edf8272f6ac06ba5e4dce8154bdb47c7c801c2ca",
    "metadata": {},
    "name": "ApplicationsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
