/**
 * @generated SignedSource<<db3acd37482061a7c20001df1dcba9f5>>
 * @relayHash 12ef06e777c5db40be705d21db1fa871
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78c803484d814f9c60bfca41f28bab5060ad421d6fca8281e2ab127b48e0fa36

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ElementsScreenQuery } from './ElementsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ElementsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "78c803484d814f9c60bfca41f28bab5060ad421d6fca8281e2ab127b48e0fa36",
    "metadata": {},
    "name": "ElementsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
