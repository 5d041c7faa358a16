/**
 * @generated SignedSource<<0926b58de1248b79231bc8d0a3fc340c>>
 * @relayHash 3d978aa4bf83538113479e4526a5c856
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de16d0e31f5aa90ff982c92895dea081b1eb3c91e3d44e9d71b8744e6c36ecd6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ElementScreenQuery } from './ElementScreenQuery.graphql';

const node: PreloadableConcreteRequest<ElementScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "de16d0e31f5aa90ff982c92895dea081b1eb3c91e3d44e9d71b8744e6c36ecd6",
    "metadata": {},
    "name": "ElementScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
