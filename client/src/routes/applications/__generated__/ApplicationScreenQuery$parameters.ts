/**
 * @generated SignedSource<<502d956077b225a7a52ecaecb33cb953>>
 * @relayHash 512efeb3b2a5714b193d5dfce299fc4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d44184a798efe1e14838ec79854951afb6182b9be2fe1dd8a74e51b81ec6f64

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8d44184a798efe1e14838ec79854951afb6182b9be2fe1dd8a74e51b81ec6f64",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
