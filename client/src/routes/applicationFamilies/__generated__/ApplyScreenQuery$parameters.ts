/**
 * @generated SignedSource<<474e53211a7289097b1e076b7fbfc382>>
 * @relayHash 7b8433bb64f6e8ee26b3ff48616bbe51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76e9a9799df3f068975f14c67589b6d224da7821dfdb036fb94f57d3997b5551

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplyScreenQuery } from './ApplyScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplyScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "76e9a9799df3f068975f14c67589b6d224da7821dfdb036fb94f57d3997b5551",
    "metadata": {},
    "name": "ApplyScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
