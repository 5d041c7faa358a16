/**
 * @generated SignedSource<<adedba255d0e167a9da2eac781442371>>
 * @relayHash 290bce9f2cf9d04bb018934092b2150e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d71012adb39329a60d68f5ea1cc4dfc93a225d3dd82822f31163dd0794e66c0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReadingsTabQuery } from './ReadingsTabQuery.graphql';

const node: PreloadableConcreteRequest<ReadingsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1d71012adb39329a60d68f5ea1cc4dfc93a225d3dd82822f31163dd0794e66c0",
    "metadata": {},
    "name": "ReadingsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
