/**
 * @generated SignedSource<<941a30e962ca11ef5807213227ab0ffe>>
 * @relayHash 8c6d83f42a19e6cf805591b212140e8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28e3fd8e9d2b00d611025aa3521c268860d35c239cbd8c6b77082947470f37ce

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EnquirySearchScreenQuery } from './EnquirySearchScreenQuery.graphql';

const node: PreloadableConcreteRequest<EnquirySearchScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "28e3fd8e9d2b00d611025aa3521c268860d35c239cbd8c6b77082947470f37ce",
    "metadata": {},
    "name": "EnquirySearchScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
