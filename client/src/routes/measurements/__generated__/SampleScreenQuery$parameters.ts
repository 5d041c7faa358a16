/**
 * @generated SignedSource<<c077b89795d9b2120235aa029bafbc18>>
 * @relayHash 53d914280252fa4c4ef06827f05d7e08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 030f604a3ed8599f728016c93c49581f2de5ca8169d8f71a028bcf835aaa9eb4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SampleScreenQuery } from './SampleScreenQuery.graphql';

const node: PreloadableConcreteRequest<SampleScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "030f604a3ed8599f728016c93c49581f2de5ca8169d8f71a028bcf835aaa9eb4",
    "metadata": {},
    "name": "SampleScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
