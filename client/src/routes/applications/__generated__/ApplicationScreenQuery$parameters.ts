/**
 * @generated SignedSource<<32814fb9b6f9ca51a580dcae05d9eeca>>
 * @relayHash 58b8fc67bd67448c2b0b99bf1b9cfdc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27a13c3d458ed1931dce5dd6951c354943f2e8b88532f1ffdc53436fd7f57c41

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "27a13c3d458ed1931dce5dd6951c354943f2e8b88532f1ffdc53436fd7f57c41",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
