/**
 * @generated SignedSource<<fde45417b8ba5a536ba993758fa88826>>
 * @relayHash 5b211c22f39e3a706f79098dda19f93a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e84d2f61f35078da909178051a143c5e87c7536ce2bdb42be266d93f9c12853

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangePasswordScreenQuery } from './ChangePasswordScreenQuery.graphql';

const node: PreloadableConcreteRequest<ChangePasswordScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0e84d2f61f35078da909178051a143c5e87c7536ce2bdb42be266d93f9c12853",
    "metadata": {},
    "name": "ChangePasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
