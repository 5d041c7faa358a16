/**
 * @generated SignedSource<<3edde59880ea30fea827755dde29fc4f>>
 * @relayHash b93f6e17bdc9ff87509d9af18ab06ae3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adfec46ee19648726fc0ade98e9d001f129f235697d28f892806eb38bed35716

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HalfHourScreenQuery } from './HalfHourScreenQuery.graphql';

const node: PreloadableConcreteRequest<HalfHourScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "adfec46ee19648726fc0ade98e9d001f129f235697d28f892806eb38bed35716",
    "metadata": {},
    "name": "HalfHourScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
